"""PyTorch: nn_sequence. Attention without dropout through torch's fused
scaled_dot_product_attention (with dropout, and the recurrent cells, are
ivylite's composites). Inputs are float32/float64, already checked; the mask
is None, bool, or of the inputs' dtype."""

from __future__ import annotations

import torch
import torch.nn.functional as F


def scaled_dot_product_attention(q, k, v, mask, is_causal, scale):
    if mask is not None and mask.ndim > max(q.ndim, k.ndim, v.ndim):
        return NotImplemented  # torch's kernel cannot broadcast the output up to the mask
    if is_causal and mask is not None:
        # torch refuses a float mask together with is_causal: fold the causal mask in.
        allowed = torch.ones(q.shape[-2], k.shape[-2], dtype=torch.bool, device=q.device).tril()
        if mask.dtype == torch.bool:
            mask = mask & allowed
        else:
            mask = mask.masked_fill(~allowed, float("-inf"))
        is_causal = False
    return F.scaled_dot_product_attention(q, k, v, attn_mask=mask, is_causal=is_causal, scale=scale)
