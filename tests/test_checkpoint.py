"""Checkpoints: plain safetensors files that cross backends bit for bit, read
PyTorch's files, and refuse bad files without loading half of them."""

from __future__ import annotations

import numpy as np
import pytest

import ivylite
from ivylite import nn, optim

from .conftest import INSTALLED, to_host

torch = pytest.importorskip("torch")
safetensors_numpy = pytest.importorskip("safetensors.numpy")
safetensors_torch = pytest.importorskip("safetensors.torch")


def _bits(x) -> np.ndarray:
    host = np.asarray(x)
    return (
        host.view(f"uint{host.dtype.itemsize * 8}")
        if host.dtype.kind in "fc" or host.dtype.name == "bfloat16"
        else host
    )


def _state(dtype: str) -> dict:
    ivylite.seed(5)
    values = ivylite.random_normal(shape=(3, 4), dtype="float64")
    specials = ivylite.asarray([0.0, -0.0, float("inf"), float("nan")], dtype="float64")
    return {
        "w": ivylite.astype(values, dtype),
        "specials": ivylite.astype(specials, dtype),
        "count": ivylite.asarray(7, dtype="int64"),
        "mask": ivylite.asarray([True, False]),
    }


@pytest.mark.parametrize("dtype", ["bfloat16", "float16", "float32", "float64"])
def test_a_state_dict_crosses_every_pair_of_backends_bit_for_bit(tmp_path, every_backend, dtype):
    for src in every_backend:
        with ivylite.using_backend(src):
            sd = _state(dtype)
            path = tmp_path / f"{src}.safetensors"
            ivylite.save(sd, path)
        for dst in every_backend:
            with ivylite.using_backend(dst):
                loaded = ivylite.load(path)
            assert list(loaded) == list(sd)
            for k, v in loaded.items():
                assert v.backend == dst and v.dtype == sd[k].dtype and v.shape == sd[k].shape
                np.testing.assert_array_equal(_bits(v), _bits(sd[k]), err_msg=f"{k} {src}->{dst}")


def test_an_ivylite_file_is_plain_safetensors(tmp_path):
    model = nn.Sequential(nn.Linear(3, 4), nn.LayerNorm(4))
    path = tmp_path / "m.safetensors"
    ivylite.save(model, path)
    plain = safetensors_numpy.load_file(str(path))
    assert sorted(plain) == sorted(model.state_dict())
    for k, v in model.state_dict().items():
        np.testing.assert_array_equal(plain[k], to_host(v))
    tmodel = torch.nn.Sequential(torch.nn.Linear(3, 4), torch.nn.LayerNorm(4))
    tmodel.load_state_dict(safetensors_torch.load_file(str(path)))


@pytest.mark.parametrize("name", INSTALLED)
def test_a_real_pytorch_checkpoint_loads_into_the_ivylite_model(tmp_path, name):
    torch.manual_seed(0)
    tmodel = torch.nn.Sequential(
        torch.nn.Linear(3, 4), torch.nn.BatchNorm1d(4), torch.nn.Linear(4, 2)
    )
    tmodel.train()(torch.randn(8, 3))  # running statistics that are not the defaults
    path = tmp_path / "torch.safetensors"
    safetensors_torch.save_file(tmodel.state_dict(), str(path))
    with ivylite.using_backend(name):
        model = nn.Sequential(nn.Linear(3, 4), nn.BatchNorm1d(4), nn.Linear(4, 2))
        model.load_state_dict(ivylite.load(path))
        x = np.random.default_rng(1).normal(size=(5, 3)).astype(np.float32)
        got = to_host(model.eval()(ivylite.asarray(x)))
    want = tmodel.eval()(torch.from_numpy(x)).detach().numpy()
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6)


def test_trees_come_back_as_trees(tmp_path, backend):
    model = nn.Linear(2, 2)
    opt = optim.Adam(model, lr=0.01)
    opt.step({"weight": ivylite.ones((2, 2)), "bias": ivylite.ones(2)})
    tree = {"model": model.state_dict(), "step": 3, "lr": 0.5, "name": "run", "pair": (1, None)}
    ivylite.save(tree, tmp_path / "t.safetensors")
    back = ivylite.load(tmp_path / "t.safetensors")
    assert (
        back["step"] == 3
        and back["lr"] == 0.5
        and back["name"] == "run"
        and back["pair"] == (1, None)
    )
    assert list(back["model"]) == ["weight", "bias"]
    sd = opt.state_dict()
    ivylite.save({"state": {str(k): v for k, v in sd["state"].items()}}, tmp_path / "o.safetensors")
    state = ivylite.load(tmp_path / "o.safetensors")["state"]
    assert state["0"]["step"] == 1
    np.testing.assert_array_equal(
        to_host(state["0"]["exp_avg"]), to_host(sd["state"][0]["exp_avg"])
    )


def test_bad_files_get_clear_errors_and_nothing_is_half_loaded(tmp_path):
    model = nn.Sequential(nn.Linear(3, 4), nn.Linear(4, 2))
    path = tmp_path / "m.safetensors"
    ivylite.save(model, path)
    data = path.read_bytes()
    (tmp_path / "cut.safetensors").write_bytes(data[: len(data) // 2])
    with pytest.raises(ValueError, match="not a readable safetensors file"):
        ivylite.load(tmp_path / "cut.safetensors")
    (tmp_path / "junk.safetensors").write_bytes(b"\x10\x00\x00\x00\x00\x00\x00\x00{not json}......")
    with pytest.raises(ValueError, match="truncated or corrupt"):
        ivylite.load(tmp_path / "junk.safetensors")
    with pytest.raises(FileNotFoundError):
        ivylite.load(tmp_path / "missing.safetensors")

    before = {k: to_host(v).copy() for k, v in model.state_dict().items()}
    other = nn.Sequential(nn.Linear(3, 4), nn.Linear(4, 3))
    ivylite.save(other, tmp_path / "other.safetensors")
    with pytest.raises(
        ValueError, match="'1.weight' has shape \\(3, 4\\) in the state dict but \\(2, 4\\)"
    ):
        model.load_state_dict(ivylite.load(tmp_path / "other.safetensors"))
    sd = ivylite.load(path)
    sd["1.bias"] = ivylite.astype(sd["1.bias"], "float64")
    with pytest.raises(TypeError, match="'1.bias' has dtype float64"):
        model.load_state_dict(sd)
    del sd["1.bias"]
    with pytest.raises(KeyError, match=r"missing keys \['1.bias'\]"):
        model.load_state_dict(sd)
    for k, v in model.state_dict().items():
        np.testing.assert_array_equal(to_host(v), before[k])
    with pytest.raises(TypeError, match="holds ivylite arrays and Python numbers"):
        ivylite.save({"x": [object()]}, tmp_path / "bad.safetensors")
