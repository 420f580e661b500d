#include "CommandHelp.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <stdexcept>

#include "CommandLine.h"

// lupdate reads these marks (context "CommandHelp") from the source; the texts stay English here
// and are translated where they are printed. The fuzz build compiles this file without Qt.
#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(scope, x) x  // as qglobal.h has it, so either may come first
#endif

namespace atlas {

namespace {

// SPEC §4's commands; defaults as each command's code applies them.
const std::vector<CommandHelp> kHelp = {
    {"translate",
     QT_TRANSLATE_NOOP(
         "CommandHelp",
         "translate a sentence (or continue a decoder-only prompt, or fill an encoder-only "
         "model's masks) and print the result"),
     "translate [--model FILE] [--target TEXT] [--max-new-tokens N] [--json FILE] TEXT",
     {{"--model", "FILE",
       QT_TRANSLATE_NOOP("CommandHelp",
                         "a .safetensors checkpoint or a Hugging Face model folder (or its "
                         "config.json); default: "
                         "the built-in model")},
      {"--target", "TEXT",
       QT_TRANSLATE_NOOP("CommandHelp",
                         "score this translation (teacher forcing) instead of decoding greedily")},
      {"--max-new-tokens", "N",
       QT_TRANSLATE_NOOP(
           "CommandHelp",
           "decoder-only models: continue the prompt by at most N tokens; default: to eos or the "
           "model's context")},
      {"--json", "FILE",
       QT_TRANSLATE_NOOP("CommandHelp",
                         "also write the tokens, ids and scores as JSON (SPEC §4)")}},
     "attention-atlas translate \"The young woman sees the small dog.\""},
    {"tokenize",
     QT_TRANSLATE_NOOP("CommandHelp", "print the tokens and ids a model's tokenizer gives a text"),
     "tokenize [--model PATH] [--json FILE] TEXT",
     {{"--model", "PATH",
       QT_TRANSLATE_NOOP("CommandHelp",
                         "a folder holding only tokenizer files, a Hugging Face model folder or a "
                         ".safetensors checkpoint; default: the built-in model")},
      {"--json", "FILE",
       QT_TRANSLATE_NOOP("CommandHelp", "also write the ids, pieces and decoded text as JSON")}},
     "attention-atlas tokenize --model gpt2 \"Hello world\""},
    {"export",
     QT_TRANSLATE_NOOP(
         "CommandHelp",
         "save attention maps, embeddings or the KV table as images or data, without the window"),
     "export [--model FILE | --session FILE.atlas] [--text TEXT] [--target TEXT] [--view "
     "attention|embeddings|kv] [--stack encoder|decoder|cross|all] [--layer N|all] [--head "
     "N|all|mean] [--format png|svg|pdf|csv|json|npy] [--scale 1-4 | --dpi N] [--colormap "
     "viridis|magma|cividis|grey] [--theme white|dark|transparent] --out FILE|DIR",
     {{"--model", "FILE",
       QT_TRANSLATE_NOOP("CommandHelp", "the model; default: the built-in one (or the session's)")},
      {"--session", "FILE.atlas",
       QT_TRANSLATE_NOOP("CommandHelp", "take the model, sentence and view from a saved session")},
      {"--text", "TEXT",
       QT_TRANSLATE_NOOP("CommandHelp",
                         "the source sentence; default: \"The young woman sees the small dog.\"")},
      {"--target", "TEXT",
       QT_TRANSLATE_NOOP("CommandHelp",
                         "the translation to read (teacher forcing); default: the model's own")},
      {"--view", "VIEW", QT_TRANSLATE_NOOP("CommandHelp", "attention (default), embeddings or kv")},
      {"--stack", "STACK",
       QT_TRANSLATE_NOOP("CommandHelp", "encoder (default), decoder, cross or all")},
      {"--layer", "N|all", QT_TRANSLATE_NOOP("CommandHelp", "the layer, from 0; default: 0")},
      {"--head", "N|all|mean",
       QT_TRANSLATE_NOOP("CommandHelp", "the head, from 0, every head, or their mean; default: 0")},
      {"--format", "FORMAT",
       QT_TRANSLATE_NOOP("CommandHelp",
                         "png, svg, pdf, csv, json or npy; default: from --out's suffix")},
      {"--scale", "X",
       QT_TRANSLATE_NOOP("CommandHelp", "pixels per figure pixel for png, 1 to 4; default: 1")},
      {"--dpi", "N", QT_TRANSLATE_NOOP("CommandHelp", "resolution instead of --scale, 24 to 2400")},
      {"--colormap", "NAME",
       QT_TRANSLATE_NOOP("CommandHelp", "viridis (default), magma, cividis or grey")},
      {"--theme", "THEME",
       QT_TRANSLATE_NOOP("CommandHelp", "white (default), dark or transparent")},
      {"--out", "FILE|DIR",
       QT_TRANSLATE_NOOP("CommandHelp",
                         "where to write: a file, or a folder for several maps (required)")}},
     "attention-atlas export --stack cross --head mean --format svg --out cross.svg"},
    {"kv",
     QT_TRANSLATE_NOOP(
         "CommandHelp",
         "the KV-cache memory of published models and of a checkpoint (MHA, GQA, MQA, MLA)"),
     "kv [--config ID…] [--model FILE] [--context T] [--batch B] [--dtype "
     "fp32|bf16|fp16|fp8|int4] [--json]",
     {{"--config", "ID…",
       QT_TRANSLATE_NOOP(
           "CommandHelp",
           "published models by id (several after one flag, or the flag repeated); default: all")},
      {"--model", "FILE",
       QT_TRANSLATE_NOOP("CommandHelp", "add a row for this checkpoint or Hub folder")},
      {"--context", "T", QT_TRANSLATE_NOOP("CommandHelp", "tokens in the cache; default: 4096")},
      {"--batch", "B", QT_TRANSLATE_NOOP("CommandHelp", "sequences at once; default: 1")},
      {"--dtype", "TYPE",
       QT_TRANSLATE_NOOP("CommandHelp", "fp32, bf16 (default), fp16, fp8 or int4")},
      {"--json", "", QT_TRANSLATE_NOOP("CommandHelp", "print JSON instead of a table")}},
     "attention-atlas kv --config llama-3-70b deepseek-v2 --context 32768"},
    {"approx",
     QT_TRANSLATE_NOOP(
         "CommandHelp",
         "one head through low-rank, random-feature, Nyström or quantized approximations"),
     "approx (--method svd|rsvd|performer|nystrom (--rank K | --features M) | --quantize "
     "fp32|bf16|fp16|fp8|int8|int4) [--layer L --head H] [--stack encoder|decoder|cross] "
     "[--layers L,…|all] [--seed S] [--seeds N] [--oversampling P] [--power Q] [--landmarks "
     "means|keys] [--tolerance T] [--model FILE] [--text TEXT] [--json FILE]",
     {{"--method", "METHOD",
       QT_TRANSLATE_NOOP("CommandHelp", "svd, rsvd (randomized SVD), performer or nystrom")},
      {"--rank", "K",
       QT_TRANSLATE_NOOP("CommandHelp", "the rank of svd, rsvd and nystrom, 1 to 4096")},
      {"--features", "M",
       QT_TRANSLATE_NOOP("CommandHelp", "Performer's random features, 1 to 65536")},
      {"--quantize", "FORMAT",
       QT_TRANSLATE_NOOP("CommandHelp", "instead of --method: the KV cache in fp32 … int4")},
      {"--layer", "L", QT_TRANSLATE_NOOP("CommandHelp", "the layer; default: 0")},
      {"--head", "H", QT_TRANSLATE_NOOP("CommandHelp", "the head; default: 0")},
      {"--stack", "STACK", QT_TRANSLATE_NOOP("CommandHelp", "encoder (default), decoder or cross")},
      {"--layers", "L,…|all",
       QT_TRANSLATE_NOOP("CommandHelp", "apply to these layers' every head at once")},
      {"--seed", "S",
       QT_TRANSLATE_NOOP("CommandHelp",
                         "the random seed of rsvd, performer and nystrom; default: 0")},
      {"--seeds", "N",
       QT_TRANSLATE_NOOP("CommandHelp", "also sweep the error against the rank over N seeds")},
      {"--oversampling", "P", QT_TRANSLATE_NOOP("CommandHelp", "rsvd's extra columns; default: 5")},
      {"--power", "Q", QT_TRANSLATE_NOOP("CommandHelp", "rsvd's power iterations; default: 0")},
      {"--landmarks", "CHOICE",
       QT_TRANSLATE_NOOP("CommandHelp",
                         "nystrom's landmarks: means (segment means, default) or keys")},
      {"--tolerance", "T",
       QT_TRANSLATE_NOOP("CommandHelp", "numerical rank counts σᵢ > T·σ₁; default: 1e-6")},
      {"--model", "FILE", QT_TRANSLATE_NOOP("CommandHelp", "the model; default: the built-in one")},
      {"--text", "TEXT",
       QT_TRANSLATE_NOOP("CommandHelp",
                         "the sentence; default: \"The young woman sees the small dog.\"")},
      {"--json", "FILE", QT_TRANSLATE_NOOP("CommandHelp", "write the figures as JSON")}},
     "attention-atlas approx --method rsvd --rank 4 --layer 1 --head 2"},
    {"bench",
     QT_TRANSLATE_NOOP(
         "CommandHelp",
         "time the model's kernels and passes and print the ratios (one run, this machine)"),
     "bench [--json FILE] [--threads N] [--rows base,opus,tinyllama,gpt2,qwen3,tokenize] "
     "[--weights bf16|f16|f32]",
     {{"--json", "FILE", QT_TRANSLATE_NOOP("CommandHelp", "write the timings as JSON")},
      {"--threads", "N",
       QT_TRANSLATE_NOOP("CommandHelp", "time with N threads only; default: 1 and 2")},
      {"--rows", "ROWS",
       QT_TRANSLATE_NOOP(
           "CommandHelp",
           "which rows, comma-separated: base, opus, tinyllama, gpt2, qwen3, bert, tokenize; "
           "default: all")},
      {"--weights", "TYPE",
       QT_TRANSLATE_NOOP("CommandHelp",
                         "the stored type of the decoder-only rows' weights: bf16 (default), f16 "
                         "or f32")},
      {"--tiny", "", "tiny sizes, for a quick check", true},
      {"--tinyllama-child", "DIR", "the measured child process of a decoder-only row", true}},
     "attention-atlas bench --rows base --threads 1"},
    {"init",
     QT_TRANSLATE_NOOP("CommandHelp", "write an untrained checkpoint of the default configuration"),
     "init [--attention mha|gqa|mqa|mla] --out FILE",
     {{"--attention", "KIND", QT_TRANSLATE_NOOP("CommandHelp", "mha (default), gqa, mqa or mla")},
      {"--out", "FILE",
       QT_TRANSLATE_NOOP("CommandHelp", "the .safetensors file to write (required)")}},
     "attention-atlas init --attention mla --out mla.safetensors"},
    {"train",
     QT_TRANSLATE_NOOP(
         "CommandHelp",
         "train a model on generated or given sentence pairs and write its checkpoint"),
     "train [--pairs N | --tsv FILE] [--valid N] [--config FILE.json | --attention "
     "mha|gqa|mqa|mla --d-model D --heads H --layers L ...] [--architecture "
     "encoder-decoder|decoder-only|encoder-only --sliding-window W --layer-types "
     "full,sliding,…] [--init "
     "FILE] [--steps N] [--batch B] [--lr X] [--warmup W] [--seed S] [--threads T] "
     "[--checkpoint-every N] --out FILE",
     {{"--pairs", "N",
       QT_TRANSLATE_NOOP("CommandHelp", "generate N English–German pairs; default: 20000")},
      {"--tsv", "FILE",
       QT_TRANSLATE_NOOP("CommandHelp", "train on english<TAB>german lines instead")},
      {"--valid", "N",
       QT_TRANSLATE_NOOP("CommandHelp",
                         "hold out the corpus's last N pairs for validation; default: 0")},
      {"--valid-tsv", "FILE", QT_TRANSLATE_NOOP("CommandHelp", "validate on this file instead")},
      {"--corpus-seed", "S",
       QT_TRANSLATE_NOOP("CommandHelp", "the generator's seed; default: --seed")},
      {"--config", "FILE.json",
       QT_TRANSLATE_NOOP("CommandHelp", "start from this configuration (SPEC §1), flags on top")},
      {"--attention", "KIND", QT_TRANSLATE_NOOP("CommandHelp", "mha (default), gqa, mqa or mla")},
      {"--d-model", "D", QT_TRANSLATE_NOOP("CommandHelp", "the model width")},
      {"--heads", "H", QT_TRANSLATE_NOOP("CommandHelp", "attention heads")},
      {"--kv-heads", "H_kv", QT_TRANSLATE_NOOP("CommandHelp", "key/value heads (GQA; 1 is MQA)")},
      {"--d-head", "d_h",
       QT_TRANSLATE_NOOP("CommandHelp", "one head's width; default: d_model / heads")},
      {"--d-ff", "N",
       QT_TRANSLATE_NOOP("CommandHelp", "the feed-forward width; default: 4·d_model")},
      {"--layers", "L", QT_TRANSLATE_NOOP("CommandHelp", "layers of both stacks")},
      {"--encoder-layers", "L", QT_TRANSLATE_NOOP("CommandHelp", "encoder layers")},
      {"--decoder-layers", "L", QT_TRANSLATE_NOOP("CommandHelp", "decoder layers")},
      {"--d-latent", "d_c", QT_TRANSLATE_NOOP("CommandHelp", "MLA's latent width")},
      {"--d-rope", "d_r", QT_TRANSLATE_NOOP("CommandHelp", "MLA's rotary width")},
      {"--max-positions", "N", QT_TRANSLATE_NOOP("CommandHelp", "the longest sequence")},
      {"--positions", "KIND", QT_TRANSLATE_NOOP("CommandHelp", "sinusoidal or rope")},
      {"--norm", "PLACE", QT_TRANSLATE_NOOP("CommandHelp", "pre or post")},
      {"--norm-type", "KIND", QT_TRANSLATE_NOOP("CommandHelp", "layernorm or rmsnorm")},
      {"--activation", "NAME",
       QT_TRANSLATE_NOOP("CommandHelp",
                         "the feed-forward's activation: relu, gelu, silu or gelu_tanh")},
      {"--untied", "", QT_TRANSLATE_NOOP("CommandHelp", "separate input and output embeddings")},
      {"--vocab-size", "N",
       QT_TRANSLATE_NOOP("CommandHelp", "train a new tokenizer of N pieces on the corpus")},
      {"--architecture", "KIND",
       QT_TRANSLATE_NOOP("CommandHelp",
                         "encoder-decoder (default), decoder-only or encoder-only (a masked LM)")},
      {"--sliding-window", "W",
       QT_TRANSLATE_NOOP("CommandHelp", "decoder-only: attend to the last W positions")},
      {"--layer-types", "full,sliding,…",
       QT_TRANSLATE_NOOP("CommandHelp", "decoder-only: each layer full or sliding")},
      {"--init", "FILE",
       QT_TRANSLATE_NOOP("CommandHelp",
                         "start from this checkpoint's weights (a fresh optimiser)")},
      {"--resume", "FILE",
       QT_TRANSLATE_NOOP("CommandHelp", "continue a run exactly from FILE and FILE.state")},
      {"--steps", "N",
       QT_TRANSLATE_NOOP("CommandHelp",
                         "optimiser steps (the total, with --resume); default: 2000")},
      {"--batch", "B", QT_TRANSLATE_NOOP("CommandHelp", "pairs a step; default: 32")},
      {"--lr", "X", QT_TRANSLATE_NOOP("CommandHelp", "peak learning rate; default: 1e-3")},
      {"--warmup", "W",
       QT_TRANSLATE_NOOP("CommandHelp", "warm-up steps; default: steps/10, at most 400")},
      {"--schedule", "NAME", QT_TRANSLATE_NOOP("CommandHelp", "cosine (default) or inverse-sqrt")},
      {"--dropout", "P", QT_TRANSLATE_NOOP("CommandHelp", "default: 0.1")},
      {"--label-smoothing", "ε", QT_TRANSLATE_NOOP("CommandHelp", "default: 0.1")},
      {"--clip", "X", QT_TRANSLATE_NOOP("CommandHelp", "global gradient-norm clip; default: 1")},
      {"--weight-decay", "X", QT_TRANSLATE_NOOP("CommandHelp", "AdamW's decay; default: 0.01")},
      {"--seed", "S",
       QT_TRANSLATE_NOOP("CommandHelp", "initialisation, batch order and dropout; default: 1")},
      {"--threads", "T",
       QT_TRANSLATE_NOOP("CommandHelp", "worker threads; default: the machine's cores")},
      {"--checkpoint-every", "N",
       QT_TRANSLATE_NOOP("CommandHelp", "also write --out every N steps")},
      {"--out", "FILE", QT_TRANSLATE_NOOP("CommandHelp", "the checkpoint to write (required)")}},
     "attention-atlas train --attention gqa --kv-heads 2 --steps 500 --out gqa.safetensors"},
    {"corpus",
     QT_TRANSLATE_NOOP("CommandHelp",
                       "write the generated English–German corpus's splits as TSV files"),
     "corpus [--seed S] [--train N] [--valid N] [--test N] [--novel N] --out DIR",
     {{"--seed", "S", QT_TRANSLATE_NOOP("CommandHelp", "the generator's seed; default: 1")},
      {"--train", "N", QT_TRANSLATE_NOOP("CommandHelp", "training pairs; default: 20000")},
      {"--valid", "N", QT_TRANSLATE_NOOP("CommandHelp", "validation pairs; default: 1000")},
      {"--test", "N", QT_TRANSLATE_NOOP("CommandHelp", "test pairs; default: 2000")},
      {"--novel", "N",
       QT_TRANSLATE_NOOP("CommandHelp",
                         "of the test pairs, those holding a held-out combination; default: 500")},
      {"--out", "DIR", QT_TRANSLATE_NOOP("CommandHelp", "the folder to write (required)")}},
     "attention-atlas corpus --seed 7 --out corpus"},
    {"evaluate",
     QT_TRANSLATE_NOOP(
         "CommandHelp",
         "exact-match translation and cross-attention alignment accuracy on corpus pairs"),
     "evaluate [--model FILE] (--corpus DIR | --tsv FILE...) [--limit N] [--query "
     "predicting|reading] [--threads T] [--json FILE]",
     {{"--model", "FILE", QT_TRANSLATE_NOOP("CommandHelp", "the model; default: the built-in one")},
      {"--corpus", "DIR",
       QT_TRANSLATE_NOOP("CommandHelp", "a folder written by `corpus`: its test split")},
      {"--tsv", "FILE",
       QT_TRANSLATE_NOOP("CommandHelp", "english<TAB>german lines (the flag may repeat)")},
      {"--limit", "N", QT_TRANSLATE_NOOP("CommandHelp", "at most N pairs")},
      {"--query", "ROW",
       QT_TRANSLATE_NOOP("CommandHelp",
                         "which decoder row reads a word: predicting (default) or reading")},
      {"--threads", "T", QT_TRANSLATE_NOOP("CommandHelp", "worker threads; default: 1")},
      {"--json", "FILE", QT_TRANSLATE_NOOP("CommandHelp", "write the scores as JSON")}},
     "attention-atlas evaluate --corpus corpus --limit 200"},
};

// The window's own options (app/window/GuiMain.cpp gives them to QCommandLineParser).
const CommandHelp kWindow = {
    "",
    QT_TRANSLATE_NOOP("CommandHelp", "open the window"),
    "[--model PATH] [--page N] [TEXT]",
    {{"--model", "PATH",
      QT_TRANSLATE_NOOP("CommandHelp",
                        "open this model: a .safetensors checkpoint, or a Hugging Face model "
                        "folder or its config.json; default: the built-in model")},
     {"--page", "N",
      QT_TRANSLATE_NOOP("CommandHelp", "show page N first (1: Tokens & embeddings); default: 2")}},
    "attention-atlas --page 3 \"The old man sees the small dog.\""};

// Characters, not bytes: "…" and "ε" take one column each.
size_t columns(const std::string& text) {
    return size_t(std::count_if(text.begin(), text.end(),
                                [](char c) { return (uint8_t(c) & 0xC0) != 0x80; }));
}

constexpr const char* kHelpOption = QT_TRANSLATE_NOOP("CommandHelp", "show this help and exit");
constexpr const char* kVersionOption =
    QT_TRANSLATE_NOOP("CommandHelp", "print the version and exit");

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
        (*o.value ? values : flags).push_back(o.name);
        if (takesList(o)) lists.push_back(o.name);
    }
    return CommandLine(arguments, values, flags, lists);
}

const CommandHelp& windowHelp() {
    return kWindow;
}

std::string HelpTranslation::operator()(const char* english) const {
    return translate ? translate(english) : english;
}

std::string summarySentence(const CommandHelp& help, const HelpTranslation& translated) {
    std::string summary = translated(help.summary);
    if (!summary.empty()) summary[0] = char(std::toupper(uint8_t(summary[0])));
    // The full stop is the language's: "。" after Chinese.
    std::string sentence = translated(QT_TRANSLATE_NOOP("CommandHelp", "%1."));
    const size_t at = sentence.find("%1");
    return at == std::string::npos ? summary + "." : sentence.replace(at, 2, summary);
}

std::string helpText(const CommandHelp& help, const HelpTranslation& translated) {
    const std::string summary = summarySentence(help, translated);
    std::string out = translated(QT_TRANSLATE_NOOP("CommandHelp", "usage:")) + " attention-atlas " +
                      help.usage + "\n\n" + summary + "\n\n" +
                      translated(QT_TRANSLATE_NOOP("CommandHelp", "Options:")) + "\n";
    std::vector<std::string> left;
    size_t width = columns("-h, --help");
    for (const OptionHelp& o : help.options) {
        left.push_back(std::string(o.name) + (*o.value ? std::string(" ") + o.value : ""));
        width = std::max(width, columns(left.back()));
    }
    const auto row = [&](const std::string& name, const char* text) {
        out += "  " + padded(name, width) + translated(text) + "\n";
    };
    for (size_t i = 0; i < help.options.size(); ++i)
        if (!help.options[i].hidden) row(left[i], help.options[i].text);
    row("-h, --help", kHelpOption);
    return out + "\n" + translated(QT_TRANSLATE_NOOP("CommandHelp", "Example:")) + "\n  " +
           help.example + "\n";
}

std::string overviewText(const HelpTranslation& translated) {
    // Appended piece by piece: GCC 12 sees a false -Wrestrict overlap in one long a + b + c.
    std::string out = translated(QT_TRANSLATE_NOOP("CommandHelp", "usage:"));
    out += " attention-atlas [SUBCOMMAND [OPTION…]]\n\n";
    out +=
        translated(QT_TRANSLATE_NOOP("CommandHelp",
                                     "Without a subcommand the window opens (see attention-atlas "
                                     "-platform offscreen --help for its options):"));
    out += std::string("\n  attention-atlas ") + kWindow.usage + "\n\n";
    out += translated(QT_TRANSLATE_NOOP("CommandHelp",
                                        "Subcommands (each runs without a display; attention-atlas "
                                        "SUBCOMMAND --help):"));
    out += "\n";
    size_t width = 0;
    for (const CommandHelp& h : kHelp) width = std::max(width, columns(h.name));
    for (const CommandHelp& h : kHelp)
        out += "  " + padded(h.name, width) + translated(h.summary) + "\n";
    out += "\n" + translated(QT_TRANSLATE_NOOP("CommandHelp", "Options:")) + "\n";
    for (const auto& [name, text] : topLevelOptions())
        out += "  " + padded(name, columns("-v, --version")) + translated(text) + "\n";
    return out;
}

std::vector<std::pair<std::string, const char*>> topLevelOptions() {
    return {{"-h, --help", kHelpOption}, {"-v, --version", kVersionOption}};
}

std::vector<std::string> choicesOf(const CommandHelp& help, const OptionHelp& option) {
    const std::string usage = help.usage, name = std::string(option.name) + " ";
    size_t at = usage.find(name);
    // Not a longer option's tail ("--layer " inside "--layers "): the name starts a word.
    while (at != std::string::npos && at > 0 && usage[at - 1] != '[' && usage[at - 1] != ' ' &&
           usage[at - 1] != '(')
        at = usage.find(name, at + 1);
    if (at == std::string::npos) return {};
    const size_t begin = at + name.size();
    const std::string value = usage.substr(begin, usage.find_first_of(" ])", begin) - begin);
    if (value.find('|') == std::string::npos) return {};
    std::vector<std::string> choices;
    size_t from = 0;
    while (from <= value.size()) {
        const size_t bar = std::min(value.find('|', from), value.size());
        const std::string word = value.substr(from, bar - from);
        if (!word.empty() && std::all_of(word.begin(), word.end(), [](char c) {
                return std::islower(uint8_t(c)) || std::isdigit(uint8_t(c)) || c == '-';
            }))
            choices.push_back(word);
        from = bar + 1;
    }
    return choices;
}

bool takesList(const OptionHelp& option) {
    const std::string value = option.value;
    return value.size() >= 3 && value.compare(value.size() - 3, 3, "…") == 0;
}

bool takesPath(const OptionHelp& option) {
    const std::string value = option.value;
    return value.find("FILE") != std::string::npos || value.find("DIR") != std::string::npos ||
           value.find("PATH") != std::string::npos;
}

bool asksForHelp(const std::vector<std::string>& arguments) {
    for (const std::string& a : arguments) {
        if (a == "--") return false;
        if (a == "--help" || a == "-h") return true;
    }
    return false;
}

}  // namespace atlas
