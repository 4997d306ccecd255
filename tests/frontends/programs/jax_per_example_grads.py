"""Per-example gradients with ``vmap`` and a training loop with ``lax.scan``: a
linear model trained by differentially-private-style SGD (each example's
gradient clipped to a norm before averaging), as in JAX's per-example gradient
tutorials.

Ordinary JAX code: the tests run it with real JAX and, with the import lines
swapped for ``ivylite.frontends.jax``, on every ivylite backend.
"""

import jax
import jax.numpy as jnp
from jax import grad, jit, lax, random, vmap
from jax.tree_util import tree_map

jax.config.update("jax_enable_x64", True)

NUM_FEATURES = 5
BATCH_SIZE = 8
NUM_BATCHES = 6
CLIP_NORM = 1.0
STEP_SIZE = 0.2


def predict(params, x):
    return jnp.dot(x, params["w"]) + params["b"]


def example_loss(params, x, y):
    return (predict(params, x) - y) ** 2


per_example_grads = vmap(grad(example_loss), in_axes=(None, 0, 0))


def clip(g):
    norm = jnp.sqrt(sum(jnp.sum(leaf**2) for leaf in jax.tree_util.tree_leaves(g)))
    scale = jnp.minimum(1.0, CLIP_NORM / (norm + 1e-12))
    return tree_map(lambda leaf: leaf * scale, g)


def train_step(params, batch):
    xs, ys = batch
    grads = per_example_grads(params, xs, ys)
    clipped = vmap(clip)(grads)
    mean_grad = tree_map(lambda g: jnp.mean(g, axis=0), clipped)
    new_params = tree_map(lambda p, g: p - STEP_SIZE * g, params, mean_grad)
    loss = jnp.mean(vmap(example_loss, in_axes=(None, 0, 0))(params, xs, ys))
    return new_params, loss


@jit
def train(params, xs, ys):
    return lax.scan(train_step, params, (xs, ys))


def setup(seed=0):
    k_w, k_x, k_noise = random.split(random.PRNGKey(seed), 3)
    true_w = random.normal(k_w, (NUM_FEATURES,))
    xs = random.normal(k_x, (NUM_BATCHES, BATCH_SIZE, NUM_FEATURES))
    ys = jnp.dot(xs, true_w) + 0.1 * random.normal(k_noise, (NUM_BATCHES, BATCH_SIZE))
    params = {"w": jnp.zeros(NUM_FEATURES), "b": jnp.zeros(())}
    return params, xs, ys


def main(seed=0):
    params, xs, ys = setup(seed)
    first = per_example_grads(params, xs[0], ys[0])
    params, losses = train(params, xs, ys)
    return {"per_example_grads": first, "losses": losses, "params": params}


if __name__ == "__main__":
    result = main()
    print("losses:", result["losses"])
