# bench's PyTorch side of the BERT row (EncoderLmBench.h): BertForMaskedLM as transformers
# computes it (models/bert/modeling_bert.py: BertEmbeddings, BertSelfAttention in eager mode with
# output_attentions, BertSelfOutput, BertIntermediate, BertOutput, BertLMPredictionHead), written
# in plain torch over the folder's model.safetensors, so that only Debian's python3-torch and
# python3-numpy are needed. Times what a keystroke computes: every layer's attention
# probabilities and the masked-LM logits at the masks (BertForMaskedLM computes them at every
# position; the fill-mask pipeline reads the masks' rows alone). Prints one line of JSON.
#
#   python3 bench_bert_torch.py FOLDER THREADS ID,ID,… POSITION,…
import json
import math
import statistics
import struct
import sys
import time

import numpy
import torch


def read_safetensors(path):
    with open(path, "rb") as f:
        data = f.read()
    (length,) = struct.unpack("<Q", data[:8])
    header = json.loads(data[8 : 8 + length])
    base = 8 + length
    tensors = {}
    for name, t in header.items():
        if name == "__metadata__":
            continue
        if t["dtype"] != "F32":
            raise SystemExit("bench_bert_torch.py reads F32 folders only")
        begin, end = t["data_offsets"]
        values = numpy.frombuffer(data, dtype="<f4", count=(end - begin) // 4, offset=base + begin)
        tensors[name] = torch.from_numpy(values.copy()).reshape(t["shape"])
    return tensors


def main():
    folder, threads, ids = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    masks = torch.tensor([int(p) for p in sys.argv[4].split(",")])
    torch.set_num_threads(threads)
    config = json.load(open(folder + "/config.json"))
    w = read_safetensors(folder + "/model.safetensors")
    d, heads = config["hidden_size"], config["num_attention_heads"]
    eps = config["layer_norm_eps"]
    dh = d // heads
    ids = torch.tensor([int(i) for i in ids.split(",")])
    n = ids.numel()

    def norm(x, name):
        return torch.nn.functional.layer_norm(x, (d,), w[name + ".weight"], w[name + ".bias"], eps)

    def linear(x, name):
        return torch.nn.functional.linear(x, w[name + ".weight"], w[name + ".bias"])

    def forward():
        e = "bert.embeddings."
        x = (
            w[e + "word_embeddings.weight"][ids]
            + w[e + "position_embeddings.weight"][:n]
            + w[e + "token_type_embeddings.weight"][0]
        )
        x = norm(x, e + "LayerNorm")
        maps = []
        for i in range(config["num_hidden_layers"]):
            p = "bert.encoder.layer.%d." % i
            split = lambda t: t.view(n, heads, dh).transpose(0, 1)
            q = split(linear(x, p + "attention.self.query"))
            k = split(linear(x, p + "attention.self.key"))
            v = split(linear(x, p + "attention.self.value"))
            a = torch.softmax(q @ k.transpose(1, 2) / math.sqrt(dh), dim=-1)
            maps.append(a)
            y = (a @ v).transpose(0, 1).reshape(n, d)
            x = norm(linear(y, p + "attention.output.dense") + x, p + "attention.output.LayerNorm")
            h = torch.nn.functional.gelu(linear(x, p + "intermediate.dense"))
            x = norm(linear(h, p + "output.dense") + x, p + "output.LayerNorm")
        t = "cls.predictions.transform."
        h = norm(torch.nn.functional.gelu(linear(x[masks], t + "dense")), t + "LayerNorm")
        logits = h @ w["bert.embeddings.word_embeddings.weight"].T + w["cls.predictions.bias"]
        return maps, logits

    with torch.no_grad():
        forward()
        times = []
        for _ in range(7):
            start = time.perf_counter()
            forward()
            times.append(time.perf_counter() - start)
    print(json.dumps({"ms": 1e3 * statistics.median(times), "torch": torch.__version__}))


main()
