"""A ResNet-style CNN, written as ordinary PyTorch code.

Residual basic blocks (Conv2d, BatchNorm2d, ReLU, a 1x1 projection shortcut
where the shape changes), AdaptiveAvgPool2d and a Linear head, torchvision's
init (kaiming_normal_ fan_out, BatchNorm weights one, biases zero), trained
with SGD (momentum, weight decay) and StepLR.
"""

import torch
import torch.nn.functional as F
from torch import nn


class BasicBlock(nn.Module):
    expansion = 1

    def __init__(self, in_planes, planes, stride=1):
        super().__init__()
        self.conv1 = nn.Conv2d(
            in_planes, planes, kernel_size=3, stride=stride, padding=1, bias=False
        )
        self.bn1 = nn.BatchNorm2d(planes)
        self.relu = nn.ReLU(inplace=True)
        self.conv2 = nn.Conv2d(planes, planes, kernel_size=3, stride=1, padding=1, bias=False)
        self.bn2 = nn.BatchNorm2d(planes)
        self.shortcut = nn.Sequential()
        if stride != 1 or in_planes != self.expansion * planes:
            self.shortcut = nn.Sequential(
                nn.Conv2d(
                    in_planes, self.expansion * planes, kernel_size=1, stride=stride, bias=False
                ),
                nn.BatchNorm2d(self.expansion * planes),
            )

    def forward(self, x):
        out = self.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        out += self.shortcut(x)
        return F.relu(out)


class ResNet(nn.Module):
    def __init__(self, block, num_blocks, num_classes=5, width=4):
        super().__init__()
        self.in_planes = width
        self.conv1 = nn.Conv2d(3, width, kernel_size=3, stride=1, padding=1, bias=False)
        self.bn1 = nn.BatchNorm2d(width)
        self.layer1 = self._make_layer(block, width, num_blocks[0], stride=1)
        self.layer2 = self._make_layer(block, 2 * width, num_blocks[1], stride=2)
        self.avgpool = nn.AdaptiveAvgPool2d((1, 1))
        self.fc = nn.Linear(2 * width * block.expansion, num_classes)
        for m in self.modules():
            if isinstance(m, nn.Conv2d):
                nn.init.kaiming_normal_(m.weight, mode="fan_out", nonlinearity="relu")
            elif isinstance(m, nn.BatchNorm2d):
                nn.init.constant_(m.weight, 1)
                nn.init.constant_(m.bias, 0)

    def _make_layer(self, block, planes, num_blocks, stride):
        strides = [stride] + [1] * (num_blocks - 1)
        layers = []
        for s in strides:
            layers.append(block(self.in_planes, planes, s))
            self.in_planes = planes * block.expansion
        return nn.Sequential(*layers)

    def forward(self, x):
        out = F.relu(self.bn1(self.conv1(x)))
        out = self.layer2(self.layer1(out))
        out = self.avgpool(out)
        out = torch.flatten(out, 1)
        return self.fc(out)


def build(seed=0):
    """A seeded tiny ResNet (two stages of one basic block)."""
    torch.manual_seed(seed)
    return ResNet(BasicBlock, [1, 1])


def forward(model, x, y):
    """Logits in training mode (batch statistics) and in evaluation mode."""
    model.train()
    train_logits = model(torch.from_numpy(x))
    model.eval()
    with torch.no_grad():
        eval_logits = model(torch.from_numpy(x))
    return train_logits.detach().numpy(), eval_logits.numpy()


def make_optimizer(model):
    optimizer = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9, weight_decay=5e-4)
    scheduler = torch.optim.lr_scheduler.StepLR(optimizer, step_size=2, gamma=0.5)
    return optimizer, scheduler


def train(model, batches, steps):
    """``steps`` SGD steps (the rate halved every two); the losses as floats."""
    model.train()
    criterion = nn.CrossEntropyLoss()
    optimizer, scheduler = make_optimizer(model)
    losses = []
    for step in range(steps):
        x, y = batches[step % len(batches)]
        inputs, targets = torch.from_numpy(x), torch.from_numpy(y)
        optimizer.zero_grad()
        loss = criterion(model(inputs), targets)
        loss.backward()
        optimizer.step()
        scheduler.step()
        losses.append(loss.item())
    return losses
