"""An LSTM sequence classifier, written as ordinary PyTorch code.

Embedding (with a padding index), a two-layer ``nn.LSTM(batch_first=True)``
whose last hidden state feeds a Linear head, CrossEntropyLoss and Adam with
clipped gradients.
"""

import torch
import torch.nn as nn


class LSTMClassifier(nn.Module):
    def __init__(self, vocab_size, embed_dim, hidden_dim, num_classes, num_layers=2, pad_idx=0):
        super().__init__()
        self.embedding = nn.Embedding(vocab_size, embed_dim, padding_idx=pad_idx)
        self.lstm = nn.LSTM(embed_dim, hidden_dim, num_layers=num_layers, batch_first=True)
        self.dropout = nn.Dropout(0.0)
        self.fc = nn.Linear(hidden_dim, num_classes)

    def forward(self, tokens):
        embedded = self.embedding(tokens)  # (batch, seq, embed)
        output, (hidden, cell) = self.lstm(embedded)
        last = self.dropout(hidden[-1])  # the top layer's final state
        return self.fc(last), output


def build(seed=0):
    """A seeded tiny classifier: 13 tokens, 3 classes."""
    torch.manual_seed(seed)
    return LSTMClassifier(vocab_size=13, embed_dim=6, hidden_dim=8, num_classes=3)


def forward(model, x, y):
    """Class logits and the LSTM's output sequence."""
    model.eval()
    with torch.no_grad():
        logits, output = model(torch.from_numpy(x))
    return logits.numpy(), output.numpy()


def train(model, batches, steps):
    """``steps`` Adam steps over the NumPy batches; the losses as floats."""
    model.train()
    criterion = nn.CrossEntropyLoss()
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-2)
    losses = []
    for step in range(steps):
        x, y = batches[step % len(batches)]
        optimizer.zero_grad()
        logits, _ = model(torch.from_numpy(x))
        loss = criterion(logits, torch.from_numpy(y))
        loss.backward()
        nn.utils.clip_grad_norm_(model.parameters(), max_norm=1.0)
        optimizer.step()
        losses.append(loss.item())
    return losses
