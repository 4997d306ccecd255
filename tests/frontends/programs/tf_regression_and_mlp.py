"""Linear regression and a small MLP classifier trained with ``tf.GradientTape``,
``assign_sub`` and ``tf.function``, on synthetic data made with NumPy.

Ordinary TensorFlow code: the tests run it with real TensorFlow and, with the
import line swapped for ``ivylite.frontends.tensorflow``, on every ivylite
backend.
"""

import numpy as np
import tensorflow as tf

LEARNING_RATE = 0.1
STEPS = 15


def regression_data(seed=0):
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((64, 3)).astype(np.float32)
    true_w = np.array([[2.0], [-1.0], [0.5]], dtype=np.float32)
    y = x @ true_w + 0.3 + 0.1 * rng.standard_normal((64, 1)).astype(np.float32)
    return tf.constant(x), tf.constant(y)


def linear_regression():
    """The loss, the compiled training step and the variables of a linear model."""
    x, y = regression_data()
    w = tf.Variable(tf.zeros([3, 1]), name="w")
    b = tf.Variable(0.0, name="b")

    def loss_fn():
        return tf.reduce_mean(tf.square(tf.matmul(x, w) + b - y))

    @tf.function
    def train_step():
        with tf.GradientTape() as tape:
            loss = loss_fn()
        dw, db = tape.gradient(loss, [w, b])
        w.assign_sub(LEARNING_RATE * dw)
        b.assign_sub(LEARNING_RATE * db)
        return loss

    return loss_fn, train_step, [w, b]


class MLP:
    def __init__(self, sizes, seed=1):
        rng = np.random.default_rng(seed)
        self.weights = [
            tf.Variable((rng.standard_normal((m, n)) / np.sqrt(m)).astype(np.float32), name=f"w{i}")
            for i, (m, n) in enumerate(zip(sizes[:-1], sizes[1:]))
        ]
        self.biases = [tf.Variable(tf.zeros([n]), name=f"b{i}") for i, n in enumerate(sizes[1:])]

    @property
    def trainable_variables(self):
        return self.weights + self.biases

    def __call__(self, x):
        for w, b in zip(self.weights[:-1], self.biases[:-1]):
            x = tf.nn.relu(tf.matmul(x, w) + b)
        return tf.matmul(x, self.weights[-1]) + self.biases[-1]


def classification_data(seed=2):
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((96, 4)).astype(np.float32)
    labels = (x[:, 0] * x[:, 1] > 0).astype(np.int32) + (x[:, 2] > 0.5).astype(np.int32)
    return tf.constant(x), tf.constant(labels)


def mlp():
    """The loss, the compiled training step and the variables of an MLP classifier."""
    x, labels = classification_data()
    model = MLP([4, 16, 3])

    def loss_fn():
        logits = model(x)
        return tf.reduce_mean(
            tf.nn.sparse_softmax_cross_entropy_with_logits(labels=labels, logits=logits)
        )

    @tf.function
    def train_step():
        with tf.GradientTape() as tape:
            loss = loss_fn()
        grads = tape.gradient(loss, model.trainable_variables)
        for v, g in zip(model.trainable_variables, grads):
            v.assign_sub(LEARNING_RATE * g)
        return loss

    return loss_fn, train_step, model.trainable_variables


def train(model, steps=STEPS):
    loss_fn, train_step, variables = model
    losses = [float(train_step()) for _ in range(steps)]
    return {
        "losses": losses,
        "final_loss": float(loss_fn()),
        "variables": [v.numpy() for v in variables],
    }


def main():
    return {"regression": train(linear_regression()), "mlp": train(mlp())}


if __name__ == "__main__":
    result = main()
    print("regression losses:", [round(v, 5) for v in result["regression"]["losses"]])
    print("mlp losses:", [round(v, 5) for v in result["mlp"]["losses"]])
