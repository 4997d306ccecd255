"""Paddle: nn_norms. No functions of its own: group_norm, rms_norm and
batch_norm_train are ivylite's composites (paddle 3.3's F.group_norm gives
wrong input gradients without weight and bias)."""
