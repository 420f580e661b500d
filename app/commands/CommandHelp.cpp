#include "CommandHelp.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <stdexcept>

#include "CommandLine.h"

namespace atlas {

namespace {

// SPEC §4's commands; defaults as each command's code applies them.
const std::vector<CommandHelp> kHelp = {
    {"translate",
     "translate a sentence (or continue a decoder-only prompt) and print the result",
     "translate [--model FILE] [--target TEXT] [--max-new-tokens N] [--json FILE] TEXT",
     {{"--model", "FILE",
       "a .safetensors checkpoint or a Hugging Face model folder (or its config.json); default: "
       "the built-in model"},
      {"--target", "TEXT", "score this translation (teacher forcing) instead of decoding greedily"},
      {"--max-new-tokens", "N",
       "decoder-only models: continue the prompt by at most N tokens; default: to eos or the "
       "model's context"},
      {"--json", "FILE", "also write the tokens, ids and scores as JSON (SPEC §4)"}},
     "attention-atlas translate \"The young woman sees the small dog.\""},
    {"export",
     "save attention maps, embeddings or the KV table as images or data, without the window",
     "export [--model FILE | --session FILE.atlas] [--text TEXT] [--target TEXT] [--view "
     "attention|embeddings|kv] [--stack encoder|decoder|cross|all] [--layer N|all] [--head "
     "N|all|mean] [--format png|svg|pdf|csv|json|npy] [--scale 1-4 | --dpi N] [--colormap "
     "viridis|magma|cividis|grey] [--theme white|dark|transparent] --out FILE|DIR",
     {{"--model", "FILE", "the model; default: the built-in one (or the session's)"},
      {"--session", "FILE.atlas", "take the model, sentence and view from a saved session"},
      {"--text", "TEXT", "the source sentence; default: \"The young woman sees the small dog.\""},
      {"--target", "TEXT", "the translation to read (teacher forcing); default: the model's own"},
      {"--view", "VIEW", "attention (default), embeddings or kv"},
      {"--stack", "STACK", "encoder (default), decoder, cross or all"},
      {"--layer", "N|all", "the layer, from 0; default: 0"},
      {"--head", "N|all|mean", "the head, from 0, every head, or their mean; default: 0"},
      {"--format", "FORMAT", "png, svg, pdf, csv, json or npy; default: from --out's suffix"},
      {"--scale", "X", "pixels per figure pixel for png, 1 to 4; default: 1"},
      {"--dpi", "N", "resolution instead of --scale, 24 to 2400"},
      {"--colormap", "NAME", "viridis (default), magma, cividis or grey"},
      {"--theme", "THEME", "white (default), dark or transparent"},
      {"--out", "FILE|DIR", "where to write: a file, or a folder for several maps (required)"}},
     "attention-atlas export --stack cross --head mean --format svg --out cross.svg"},
    {"kv",
     "the KV-cache memory of published models and of a checkpoint (MHA, GQA, MQA, MLA)",
     "kv [--config ID…] [--model FILE] [--context T] [--batch B] [--dtype "
     "fp32|bf16|fp16|fp8|int4] [--json]",
     {{"--config", "ID…",
       "published models by id (several after one flag, or the flag repeated); default: all"},
      {"--model", "FILE", "add a row for this checkpoint or Hub folder"},
      {"--context", "T", "tokens in the cache; default: 4096"},
      {"--batch", "B", "sequences at once; default: 1"},
      {"--dtype", "TYPE", "fp32, bf16 (default), fp16, fp8 or int4"},
      {"--json", "", "print JSON instead of a table"}},
     "attention-atlas kv --config llama-3-70b deepseek-v2 --context 32768"},
    {"approx",
     "one head through low-rank, random-feature, Nyström or quantized approximations",
     "approx (--method svd|rsvd|performer|nystrom (--rank K | --features M) | --quantize "
     "fp32|bf16|fp16|fp8|int8|int4) [--layer L --head H] [--stack encoder|decoder|cross] "
     "[--layers L,…|all] [--seed S] [--seeds N] [--oversampling P] [--power Q] [--landmarks "
     "means|keys] [--tolerance T] [--model FILE] [--text TEXT] [--json FILE]",
     {{"--method", "METHOD", "svd, rsvd (randomized SVD), performer or nystrom"},
      {"--rank", "K", "the rank of svd, rsvd and nystrom, 1 to 4096"},
      {"--features", "M", "Performer's random features, 1 to 65536"},
      {"--quantize", "FORMAT", "instead of --method: the KV cache in fp32 … int4"},
      {"--layer", "L", "the layer; default: 0"},
      {"--head", "H", "the head; default: 0"},
      {"--stack", "STACK", "encoder (default), decoder or cross"},
      {"--layers", "L,…|all", "apply to these layers' every head at once"},
      {"--seed", "S", "the random seed of rsvd, performer and nystrom; default: 0"},
      {"--seeds", "N", "also sweep the error against the rank over N seeds"},
      {"--oversampling", "P", "rsvd's extra columns; default: 5"},
      {"--power", "Q", "rsvd's power iterations; default: 0"},
      {"--landmarks", "CHOICE", "nystrom's landmarks: means (segment means, default) or keys"},
      {"--tolerance", "T", "numerical rank counts σᵢ > T·σ₁; default: 1e-6"},
      {"--model", "FILE", "the model; default: the built-in one"},
      {"--text", "TEXT", "the sentence; default: \"The young woman sees the small dog.\""},
      {"--json", "FILE", "write the figures as JSON"}},
     "attention-atlas approx --method rsvd --rank 4 --layer 1 --head 2"},
    {"bench",
     "time the model's kernels and passes and print the ratios (one run, this machine)",
     "bench [--json FILE] [--threads N] [--rows base,opus,tinyllama]",
     {{"--json", "FILE", "write the timings as JSON"},
      {"--threads", "N", "time with N threads only; default: 1 and 2"},
      {"--rows", "ROWS", "which rows, comma-separated: base, opus, tinyllama; default: all"},
      {"--tiny", "", "tiny sizes, for a quick check", true},
      {"--tinyllama-child", "DIR", "the measured child process of the tinyllama row", true}},
     "attention-atlas bench --rows base --threads 1"},
    {"init",
     "write an untrained checkpoint of the default configuration",
     "init [--attention mha|gqa|mqa|mla] --out FILE",
     {{"--attention", "KIND", "mha (default), gqa, mqa or mla"},
      {"--out", "FILE", "the .safetensors file to write (required)"}},
     "attention-atlas init --attention mla --out mla.safetensors"},
    {"train",
     "train a model on generated or given sentence pairs and write its checkpoint",
     "train [--pairs N | --tsv FILE] [--valid N] [--config FILE.json | --attention "
     "mha|gqa|mqa|mla --d-model D --heads H --layers L ...] [--architecture "
     "encoder-decoder|decoder-only --sliding-window W --layer-types full,sliding,…] [--init "
     "FILE] [--steps N] [--batch B] [--lr X] [--warmup W] [--seed S] [--threads T] "
     "[--checkpoint-every N] --out FILE",
     {{"--pairs", "N", "generate N English–German pairs; default: 20000"},
      {"--tsv", "FILE", "train on english<TAB>german lines instead"},
      {"--valid", "N", "hold out the corpus's last N pairs for validation; default: 0"},
      {"--valid-tsv", "FILE", "validate on this file instead"},
      {"--corpus-seed", "S", "the generator's seed; default: --seed"},
      {"--config", "FILE.json", "start from this configuration (SPEC §1), flags on top"},
      {"--attention", "KIND", "mha (default), gqa, mqa or mla"},
      {"--d-model", "D", "the model width"},
      {"--heads", "H", "attention heads"},
      {"--kv-heads", "H_kv", "key/value heads (GQA; 1 is MQA)"},
      {"--d-head", "d_h", "one head's width; default: d_model / heads"},
      {"--d-ff", "N", "the feed-forward width; default: 4·d_model"},
      {"--layers", "L", "layers of both stacks"},
      {"--encoder-layers", "L", "encoder layers"},
      {"--decoder-layers", "L", "decoder layers"},
      {"--d-latent", "d_c", "MLA's latent width"},
      {"--d-rope", "d_r", "MLA's rotary width"},
      {"--max-positions", "N", "the longest sequence"},
      {"--positions", "KIND", "sinusoidal or rope"},
      {"--norm", "PLACE", "pre or post"},
      {"--norm-type", "KIND", "layernorm or rmsnorm"},
      {"--activation", "NAME", "the feed-forward's activation: relu, gelu, silu or gelu_tanh"},
      {"--untied", "", "separate input and output embeddings"},
      {"--vocab-size", "N", "train a new tokenizer of N pieces on the corpus"},
      {"--architecture", "KIND", "encoder-decoder (default) or decoder-only"},
      {"--sliding-window", "W", "decoder-only: attend to the last W positions"},
      {"--layer-types", "full,sliding,…", "decoder-only: each layer full or sliding"},
      {"--init", "FILE", "start from this checkpoint's weights (a fresh optimiser)"},
      {"--resume", "FILE", "continue a run exactly from FILE and FILE.state"},
      {"--steps", "N", "optimiser steps (the total, with --resume); default: 2000"},
      {"--batch", "B", "pairs a step; default: 32"},
      {"--lr", "X", "peak learning rate; default: 1e-3"},
      {"--warmup", "W", "warm-up steps; default: steps/10, at most 400"},
      {"--schedule", "NAME", "cosine (default) or inverse-sqrt"},
      {"--dropout", "P", "default: 0.1"},
      {"--label-smoothing", "ε", "default: 0.1"},
      {"--clip", "X", "global gradient-norm clip; default: 1"},
      {"--weight-decay", "X", "AdamW's decay; default: 0.01"},
      {"--seed", "S", "initialisation, batch order and dropout; default: 1"},
      {"--threads", "T", "worker threads; default: the machine's cores"},
      {"--checkpoint-every", "N", "also write --out every N steps"},
      {"--out", "FILE", "the checkpoint to write (required)"}},
     "attention-atlas train --attention gqa --kv-heads 2 --steps 500 --out gqa.safetensors"},
    {"corpus",
     "write the generated English–German corpus's splits as TSV files",
     "corpus [--seed S] [--train N] [--valid N] [--test N] [--novel N] --out DIR",
     {{"--seed", "S", "the generator's seed; default: 1"},
      {"--train", "N", "training pairs; default: 20000"},
      {"--valid", "N", "validation pairs; default: 1000"},
      {"--test", "N", "test pairs; default: 2000"},
      {"--novel", "N", "of the test pairs, those holding a held-out combination; default: 500"},
      {"--out", "DIR", "the folder to write (required)"}},
     "attention-atlas corpus --seed 7 --out corpus"},
    {"evaluate",
     "exact-match translation and cross-attention alignment accuracy on corpus pairs",
     "evaluate [--model FILE] (--corpus DIR | --tsv FILE...) [--limit N] [--query "
     "predicting|reading] [--threads T] [--json FILE]",
     {{"--model", "FILE", "the model; default: the built-in one"},
      {"--corpus", "DIR", "a folder written by `corpus`: its test split"},
      {"--tsv", "FILE", "english<TAB>german lines (the flag may repeat)"},
      {"--limit", "N", "at most N pairs"},
      {"--query", "ROW", "which decoder row reads a word: predicting (default) or reading"},
      {"--threads", "T", "worker threads; default: 1"},
      {"--json", "FILE", "write the scores as JSON"}},
     "attention-atlas evaluate --corpus corpus --limit 200"},
};

// Characters, not bytes: "…" and "ε" take one column each.
size_t columns(const std::string& text) {
    return size_t(std::count_if(text.begin(), text.end(),
                                [](char c) { return (uint8_t(c) & 0xC0) != 0x80; }));
}

std::string padded(const std::string& text, size_t width) {
    return text + std::string(width - columns(text) + 2, ' ');
}

}  // namespace

const std::vector<CommandHelp>& commandHelp() {
    return kHelp;
}

const CommandHelp& helpOf(const std::string& name) {
    for (const CommandHelp& h : kHelp)
        if (name == h.name) return h;
    throw std::out_of_range("no subcommand " + name);
}

CommandLine parseArguments(const std::vector<std::string>& arguments, const CommandHelp& help) {
    std::vector<std::string> values, flags, lists;
    for (const OptionHelp& o : help.options) {
        const std::string value = o.value;
        (value.empty() ? flags : values).push_back(o.name);
        if (value.size() >= 3 && value.compare(value.size() - 3, 3, "…") == 0)
            lists.push_back(o.name);
    }
    return CommandLine(arguments, values, flags, lists);
}

std::string helpText(const CommandHelp& help) {
    std::string summary = help.summary;
    summary[0] = char(std::toupper(uint8_t(summary[0])));
    std::string out =
        std::string("usage: attention-atlas ") + help.usage + "\n\n" + summary + ".\n\nOptions:\n";
    std::vector<std::string> left;
    size_t width = columns("-h, --help");
    for (const OptionHelp& o : help.options) {
        left.push_back(std::string(o.name) + (*o.value ? std::string(" ") + o.value : ""));
        width = std::max(width, columns(left.back()));
    }
    const auto row = [&](const std::string& name, const char* text) {
        out += "  " + padded(name, width) + text + "\n";
    };
    for (size_t i = 0; i < help.options.size(); ++i)
        if (!help.options[i].hidden) row(left[i], help.options[i].text);
    row("-h, --help", "show this help and exit");
    return out + "\nExample:\n  " + help.example + "\n";
}

std::string overviewText() {
    std::string out =
        "usage: attention-atlas [SUBCOMMAND [OPTION…]]\n\n"
        "Without a subcommand the window opens: attention-atlas [--model PATH] [--page N] "
        "[TEXT]\n(see attention-atlas -platform offscreen --help for the window's options).\n\n"
        "Subcommands (each runs without a display; attention-atlas SUBCOMMAND --help):\n";
    size_t width = 0;
    for (const CommandHelp& h : kHelp) width = std::max(width, columns(h.name));
    for (const CommandHelp& h : kHelp) out += "  " + padded(h.name, width) + h.summary + "\n";
    return out +
           "\nOptions:\n  -h, --help     show this help and exit\n  -v, --version  print the "
           "version and exit\n";
}

bool asksForHelp(const std::vector<std::string>& arguments) {
    for (const std::string& a : arguments) {
        if (a == "--") return false;
        if (a == "--help" || a == "-h") return true;
    }
    return false;
}

}  // namespace atlas
