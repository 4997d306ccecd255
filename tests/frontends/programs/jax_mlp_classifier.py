"""A small MLP classifier trained with SGD, written as JAX's own examples are
(``examples/mnist_classifier_fromscratch.py``), on synthetic data.

Ordinary JAX code: the tests run it with real JAX and, with the import lines
swapped for ``ivylite.frontends.jax``, on every ivylite backend.
"""

import jax
import jax.numpy as jnp
from jax import grad, jit, random
from jax.scipy.special import logsumexp

jax.config.update("jax_enable_x64", True)

LAYER_SIZES = [8, 16, 16, 3]
PARAM_SCALE = 0.5
STEP_SIZE = 0.1
NUM_STEPS = 12
BATCH_SIZE = 32


def init_random_params(scale, layer_sizes, rng):
    keys = random.split(rng, 2 * (len(layer_sizes) - 1))
    return [
        (scale * random.normal(keys[2 * i], (m, n)), scale * random.normal(keys[2 * i + 1], (n,)))
        for i, (m, n) in enumerate(zip(layer_sizes[:-1], layer_sizes[1:]))
    ]


def predict(params, inputs):
    activations = inputs
    for w, b in params[:-1]:
        outputs = jnp.dot(activations, w) + b
        activations = jnp.tanh(outputs)
    final_w, final_b = params[-1]
    logits = jnp.dot(activations, final_w) + final_b
    return logits - logsumexp(logits, axis=1, keepdims=True)


def loss(params, batch):
    inputs, targets = batch
    preds = predict(params, inputs)
    return -jnp.mean(jnp.sum(preds * targets, axis=1))


def accuracy(params, batch):
    inputs, targets = batch
    target_class = jnp.argmax(targets, axis=1)
    predicted_class = jnp.argmax(predict(params, inputs), axis=1)
    return jnp.mean(predicted_class == target_class)


@jit
def update(params, batch):
    grads = grad(loss)(params, batch)
    return [(w - STEP_SIZE * dw, b - STEP_SIZE * db) for (w, b), (dw, db) in zip(params, grads)]


def synthetic_data(rng, num_examples):
    """Inputs from a normal distribution, labels from a fixed random linear teacher."""
    k_x, k_teacher = random.split(rng)
    inputs = random.normal(k_x, (num_examples, LAYER_SIZES[0]))
    teacher = random.normal(k_teacher, (LAYER_SIZES[0], LAYER_SIZES[-1]))
    labels = jnp.argmax(jnp.dot(inputs, teacher), axis=1)
    return inputs, jax.nn.one_hot(labels, LAYER_SIZES[-1])


def batches(data, rng):
    inputs, targets = data
    perm = random.permutation(rng, inputs.shape[0])
    for i in range(NUM_STEPS):
        idx = perm[(i * BATCH_SIZE) % inputs.shape[0] :][:BATCH_SIZE]
        yield inputs[idx], targets[idx]


def setup(seed=0):
    """The initial parameters and the data, made from one key."""
    rng = random.PRNGKey(seed)
    k_params, k_data, k_perm = random.split(rng, 3)
    params = init_random_params(PARAM_SCALE, LAYER_SIZES, k_params)
    data = synthetic_data(k_data, 256)
    return params, data, k_perm


def main(seed=0):
    params, data, k_perm = setup(seed)
    losses = []
    for batch in batches(data, k_perm):
        losses.append(float(loss(params, batch)))
        params = update(params, batch)
    return {"losses": losses, "accuracy": float(accuracy(params, data)), "params": params}


if __name__ == "__main__":
    result = main()
    print("losses:", [round(v, 4) for v in result["losses"]])
    print("train accuracy:", result["accuracy"])
