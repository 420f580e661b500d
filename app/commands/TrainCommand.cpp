// SPEC §4: attention-atlas train … Trains a model on sentence pairs (the built-in generator or a
// TSV file) and writes a checkpoint (SPEC §3) that every other command and the window load.
// Ctrl-C (SIGINT) or SIGTERM (kill, a scheduler's time limit, a container stopping) stops at the
// next step boundary and writes the weights of the steps done; every file is written
// atomically, so none is ever half-written.
//
//   corpus:  --pairs N (generated, default 20000) | --tsv FILE (english<TAB>german lines);
//            validation: --valid N (held out of the corpus's end) | --valid-tsv FILE;
//            --corpus-seed S (default --seed)
//   model:   the default model's configuration (DefaultModel.h) and tokenizer, changed by
//            --attention mha|gqa|mqa|mla, --d-model, --heads, --kv-heads, --d-head, --d-ff,
//            --layers (both stacks), --encoder-layers, --decoder-layers, --d-latent, --d-rope,
//            --max-positions, --positions, --norm, --norm-type, --activation, --untied;
//            --architecture encoder-decoder|decoder-only|encoder-only (docs/format.md;
//            decoder-only: one causal stack of --layers or --decoder-layers layers, trained on
//            the sequences [bos] english… ⇒ german… eos of ArrowPrompt.h, the loss on the German
//            and eos only; encoder-only: one bidirectional stack and the masked-LM head, trained
//            on the English as BERT is, 15 % of the pieces masked afresh each epoch),
//            --sliding-window W and --layer-types full,sliding,… (one per decoder layer; without
//            it every layer slides);
//            or --config FILE.json (SPEC §1; vocab_size may be left out), the same flags on top;
//            --vocab-size N trains a new tokenizer on the corpus (a decoder-only model always
//            gets one, with "⇒" as a piece of its own, of the default's size unless N is given);
//            --init FILE starts from a checkpoint's weights, configuration and tokenizer (with a
//            fresh optimiser)
//   resume:  --resume FILE continues a run exactly (weights, AdamW moments, batch order, dropout)
//            from FILE and FILE.state, given the same corpus and trainer flags; --steps is the
//            total. FILE.state is written beside --out with every checkpoint of a run given
//            --checkpoint-every, and when Ctrl-C or SIGTERM stops one.
//   trainer: --steps (2000) --batch (32 pairs) --lr (peak, 1e-3) --warmup (steps/10, ≤ 400)
//            --schedule cosine|inverse-sqrt --dropout (0.1) --label-smoothing (0.1)
//            --clip (global norm, 1) --weight-decay (0.01) --seed (1) --threads
//   output:  --out FILE, rewritten every --checkpoint-every N steps and at the end

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "ArrowPrompt.h"
#include "CommandHelp.h"
#include "CommandLine.h"
#include "Commands.h"
#include "DefaultModel.h"
#include "RandomInit.h"
#include "RegularFile.h"
#include "SentencePairs.h"
#include "Tensor.h"
#include "Tokenizer.h"
#include "TokenizerTrainer.h"
#include "Transformer.h"
#include "train/Trainer.h"
#include "train/TrainingData.h"

namespace atlas {

namespace {

using nlohmann::json;
using Clock = std::chrono::steady_clock;

// The signal that asked the run to stop, or 0.
volatile std::sig_atomic_t gStopSignal = 0;
constexpr int kStopSignals[] = {SIGINT, SIGTERM};

extern "C" void requestStop(int signal) {
    gStopSignal = signal;
    std::signal(signal, SIG_DFL);  // a second one ends the program at once
}

// Size flags and the configuration keys (SPEC §1) they set.
const std::pair<const char*, const char*> kIntegerKeys[] = {
    {"--d-model", "d_model"},
    {"--heads", "n_heads"},
    {"--kv-heads", "n_kv_heads"},
    {"--d-head", "d_head"},
    {"--d-ff", "d_ff"},
    {"--encoder-layers", "n_encoder_layers"},
    {"--decoder-layers", "n_decoder_layers"},
    {"--d-latent", "d_latent"},
    {"--d-rope", "d_rope"},
    {"--max-positions", "max_positions"},
};
const std::pair<const char*, const char*> kChoiceKeys[] = {
    {"--attention", "attention"}, {"--positions", "positions"},   {"--norm", "norm"},
    {"--norm-type", "norm_type"}, {"--activation", "activation"},
};

AttentionKind attentionKind(const std::string& name) {
    if (name == "mha") return AttentionKind::MHA;
    if (name == "gqa") return AttentionKind::GQA;
    if (name == "mqa") return AttentionKind::MQA;
    if (name == "mla") return AttentionKind::MLA;
    throw UsageError("--attention must be mha, gqa, mqa or mla");
}

// A configuration is a few hundred bytes of JSON; a FIFO or a device is refused before it is
// read (it would block or not end), like every file the program reads.
constexpr std::uint64_t kMaxConfigBytes = 1 << 20;

bool configFlagGiven(const CommandLine& cl) {
    for (const auto& [flag, key] : kIntegerKeys)
        if (cl.value(flag)) return true;
    for (const auto& [flag, key] : kChoiceKeys)
        if (cl.value(flag)) return true;
    return cl.value("--layers") || cl.flag("--untied") || cl.value("--config") ||
           cl.value("--vocab-size") || cl.value("--architecture") || cl.value("--sliding-window") ||
           cl.value("--layer-types");
}

bool isArchitecture(const json& j, const char* name) {
    const auto it = j.find("architecture");
    return it != j.end() && *it == name;
}

bool isDecoderOnly(const json& j) {
    return isArchitecture(j, "decoder-only");
}

std::vector<std::string> splitAtCommas(const std::string& text) {
    std::vector<std::string> parts;
    std::istringstream in(text);
    for (std::string part; std::getline(in, part, ',');) parts.push_back(part);
    return parts;
}

// --architecture, --sliding-window and --layer-types (docs/format.md) on the configuration. A
// decoder-only model has no encoder: --layers sets its one stack, and n_encoder_layers is 0
// (unless a --config file says otherwise, which Config refuses naming the key).
void applyArchitecture(const CommandLine& cl, json& j, bool fromFile) {
    if (const auto a = cl.value("--architecture")) {
        if (*a != "encoder-decoder" && *a != "decoder-only" && *a != "encoder-only")
            throw UsageError(
                "--architecture must be encoder-decoder, decoder-only or encoder-only");
        j["architecture"] = *a;
    }
    if (isArchitecture(j, "encoder-only")) {  // one bidirectional stack and the masked-LM head
        if (cl.integer("--decoder-layers", 0, 1 << 20).value_or(0) != 0)
            throw UsageError("--decoder-layers: an encoder-only model has no decoder");
        if (!fromFile || cl.value("--layers") || !j.contains("n_decoder_layers"))
            j["n_decoder_layers"] = 0;
    }
    if (isDecoderOnly(j)) {
        if (cl.integer("--encoder-layers", 0, 1 << 20).value_or(0) != 0)
            throw UsageError("--encoder-layers: a decoder-only model has no encoder");
        if (!fromFile || cl.value("--layers") || !j.contains("n_encoder_layers"))
            j["n_encoder_layers"] = 0;
    }
    if (const auto W = cl.integer("--sliding-window", 1, ConfigLimits::kPositions))
        j["sliding_window"] = *W;
    const auto types = cl.value("--layer-types");
    if (!types) return;
    if (!j.contains("sliding_window"))
        throw UsageError("--layer-types needs --sliding-window W: the window of the sliding ones");
    json list = json::array();
    for (const std::string& type : splitAtCommas(*types)) {
        if (type != "full" && type != "sliding")
            throw UsageError("--layer-types must list full or sliding for each decoder layer, " +
                             std::string("separated by commas, not ") + CommandLine::quote(*types));
        list.push_back(type);
    }
    const auto layers = j.find("n_decoder_layers");
    if (layers != j.end() && layers->is_number_integer() &&
        layers->get<long long>() != (long long)list.size())
        throw UsageError("--layer-types names " + std::to_string(list.size()) +
                         " layers, the model has " + layers->dump() + " decoder layers");
    j["layer_types"] = list;
}

// The configuration as JSON: the file's, or the default model's for the chosen kind, with the
// flags applied. Starting from the defaults, a key derived from another (d_head = d/H,
// d_ff = 4d, n_kv_heads, d_latent = d/2) follows a flag that changes its source. vocab_size is
// the tokenizer's (setVocabSize).
json configJson(const CommandLine& cl, const Config& defaults) {
    const bool fromFile = cl.value("--config").has_value();
    json j = json::parse(
        fromFile ? readRegularFile(*cl.value("--config"), kMaxConfigBytes) : defaults.toJson(),
        nullptr, false);
    if (!j.is_object()) throw UsageError("--config: not a JSON object");
    for (const auto& [flag, key] : kChoiceKeys)
        if (const auto v = cl.value(flag)) j[key] = *v;
    for (const auto& [flag, key] : kIntegerKeys)
        if (const auto v = cl.integer(flag, 0, 1 << 20)) j[key] = *v;
    if (const auto layers = cl.integer("--layers", 0, 64)) {
        if (!cl.value("--encoder-layers")) j["n_encoder_layers"] = *layers;
        if (!cl.value("--decoder-layers")) j["n_decoder_layers"] = *layers;
    }
    if (cl.flag("--untied")) j["tie_embeddings"] = false;
    if (!fromFile) {
        const bool resized = cl.value("--d-model") || cl.value("--heads");
        if (resized && !cl.value("--d-head")) j.erase("d_head");
        if (cl.value("--d-model") && !cl.value("--d-ff")) j.erase("d_ff");
        if (cl.value("--d-model") && !cl.value("--d-latent"))
            j["d_latent"] = j["d_model"].get<int>() / 2;
        if (!cl.value("--kv-heads")) {
            const int H = j["n_heads"].get<int>();
            if (j.value("attention", "mha") == "gqa")
                j["n_kv_heads"] = std::max(1, H / 2);
            else
                j.erase("n_kv_heads");
        }
    }
    applyArchitecture(cl, j, fromFile);
    return j;
}

// vocab_size is the tokenizer's piece count; a --config file that names another is refused.
void setVocabSize(const CommandLine& cl, json& j, int vocabSize) {
    if (!cl.value("--config") || !j.contains("vocab_size")) j["vocab_size"] = vocabSize;
    if (j["vocab_size"] != vocabSize)
        throw UsageError("vocab_size " + j["vocab_size"].dump() + " differs from the tokenizer's " +
                         std::to_string(vocabSize) +
                         " pieces (leave it out to take the tokenizer's)");
}

struct Corpus {
    std::vector<SentencePair> train, valid;
};

// The last --valid pairs are held out (or --valid-tsv's are read); any whose English sentence
// also occurs in the training part is dropped, so that the splits share no sentence.
Corpus readCorpus(const CommandLine& cl, uint64_t seed) {
    const long long valid = cl.integer("--valid", 0, 1000000).value_or(0);
    std::vector<SentencePair> pairs;
    if (const auto tsv = cl.value("--tsv")) {
        if (cl.value("--pairs")) throw UsageError("--pairs and --tsv exclude each other");
        pairs = train::readSentencePairsTsv(*tsv);
    } else {
        const long long count = cl.integer("--pairs", 1, 10000000).value_or(20000);
        pairs = generateSentencePairs(size_t(count + valid), seed);
    }
    if (size_t(valid) >= pairs.size()) throw UsageError("--valid leaves no pairs to train on");
    const auto validFile = cl.value("--valid-tsv");
    if (validFile && valid) throw UsageError("--valid and --valid-tsv exclude each other");
    Corpus corpus;
    corpus.train.assign(pairs.begin(), pairs.end() - valid);
    const std::vector<SentencePair> held =
        validFile ? train::readSentencePairsTsv(*validFile)
                  : std::vector<SentencePair>(pairs.end() - valid, pairs.end());
    std::set<std::string> seen;
    for (const SentencePair& p : corpus.train) seen.insert(p.english);
    for (const SentencePair& p : held)
        if (!seen.count(p.english)) corpus.valid.push_back(p);
    return corpus;
}

// The default model's tokenizer, or one trained on the corpus. A decoder-only model reads "⇒"
// between the English and the German (ArrowPrompt.h), a piece the default tokenizer lacks; an
// encoder-only model reads the English alone, with kMaskPiece: each always gets a tokenizer of
// its own.
std::string tokenizerFor(const CommandLine& cl, const Corpus& corpus, const Checkpoint& base,
                         const json& config) {
    const bool decoderOnly = isDecoderOnly(config);
    const bool encoderOnly = isArchitecture(config, "encoder-only");
    auto vocab = cl.integer("--vocab-size", 300, 1 << 16);
    if (!vocab && !decoderOnly && !encoderOnly) return base.tokenizer;
    if (!vocab) vocab = Tokenizer(base.tokenizer).pieceCount();
    std::vector<std::string> sentences;
    for (const SentencePair& p : corpus.train) {
        sentences.push_back(p.english);
        if (!encoderOnly) sentences.push_back(p.german);
    }
    TokenizerTrainingOptions options;
    options.vocabSize = int(*vocab);
    options.hardVocabLimit = false;  // a small corpus may not fill it
    if (decoderOnly) options.userDefinedSymbols = {kArrowPiece};
    if (encoderOnly) options.userDefinedSymbols = {kMaskPiece};
    return trainTokenizer(sentences, options);
}

train::TrainerOptions trainerOptions(const CommandLine& cl, uint64_t seed) {
    train::TrainerOptions o;
    o.steps = int(cl.integer("--steps", 1, 100000000).value_or(2000));
    o.batchSize = int(cl.integer("--batch", 1, 100000).value_or(32));
    o.learningRate = cl.number("--lr", 1e-8, 10).value_or(1e-3);
    o.warmup = int(cl.integer("--warmup", 0, 100000000).value_or(std::min(o.steps / 10, 400)));
    const std::string schedule = cl.value("--schedule").value_or("cosine");
    if (schedule == "inverse-sqrt")
        o.decay = train::LearningRateSchedule::Decay::InverseSqrt;
    else if (schedule != "cosine")
        throw UsageError("--schedule must be cosine or inverse-sqrt");
    o.dropout = cl.number("--dropout", 0, 0.9).value_or(0.1);
    o.labelSmoothing = cl.number("--label-smoothing", 0, 0.9).value_or(0.1);
    o.clipNorm = cl.number("--clip", 0, 1e9).value_or(1.0);
    o.adam.weightDecay = cl.number("--weight-decay", 0, 10).value_or(0.01);
    o.seed = seed;
    return o;
}

std::string duration(double seconds) {
    const long s = long(seconds + 0.5);
    char text[32];
    if (s >= 3600)
        std::snprintf(text, sizeof text, "%ldh%02ldm", s / 3600, s / 60 % 60);
    else if (s >= 60)
        std::snprintf(text, sizeof text, "%ldm%02lds", s / 60, s % 60);
    else
        std::snprintf(text, sizeof text, "%lds", s);
    return text;
}

// What the progress line shows: loss averaged over recent steps, throughput since the start.
struct Progress {
    int steps = 0;
    int firstStep = 0;         // steps done before this run (--resume)
    double loss = 0, nll = 0;  // exponential moving averages
    long long tokens = 0;
    Clock::time_point start = Clock::now(), lastDrawn;
    bool terminal = isatty(STDERR_FILENO) != 0;
};

void record(Progress& p, const train::StepReport& r) {
    const double a = p.tokens == 0 ? 1.0 : 0.05;
    p.loss += a * (r.loss.loss - p.loss);
    p.nll += a * (r.loss.nll - p.nll);
    p.tokens += r.tokens;
}

// One line on stderr, redrawn in place on a terminal (at most 4 times a second), else printed
// every 5% of the run.
void draw(Progress& p, const train::StepReport& r, bool last) {
    const auto now = Clock::now();
    const bool due = p.terminal ? now - p.lastDrawn >= std::chrono::milliseconds(250)
                                : r.step % std::max(1, p.steps / 20) == 0;
    if (!due && !last) return;
    p.lastDrawn = now;
    const double elapsed = std::chrono::duration<double>(now - p.start).count();
    const double left = elapsed / (r.step - p.firstStep) * (p.steps - r.step);
    const int width = 20, filled = int(double(width) * r.step / p.steps);
    std::fprintf(stderr, "%sstep %d/%d [%s%s] loss %.3f (ce %.3f) lr %.1e %.0f tok/s %s left%s",
                 p.terminal ? "\r" : "", r.step, p.steps, std::string(filled, '#').c_str(),
                 std::string(width - filled, '.').c_str(), p.loss, p.nll, r.learningRate,
                 p.tokens / std::max(elapsed, 1e-9), duration(left).c_str(),
                 p.terminal ? "\033[K" : "\n");
    if (p.terminal && last) std::fputc('\n', stderr);
    std::fflush(stderr);
}

// Where training starts: --init or --resume's checkpoint, or random weights of the default
// configuration (changed by the configuration flags) with a tokenizer for the corpus.
Checkpoint startingPoint(const CommandLine& cl, const Corpus& corpus, uint64_t seed) {
    const auto resume = cl.value("--resume");
    if (const auto init = resume ? resume : cl.value("--init")) {
        if (cl.value("--init") && resume)
            throw UsageError("--init and --resume exclude each other");
        if (configFlagGiven(cl))
            throw UsageError("the configuration and tokenizer come from the checkpoint");
        return Checkpoint::load(*init);
    }
    const AttentionKind kind = attentionKind(cl.value("--attention").value_or("mha"));
    const Checkpoint base = makeDefaultModel(kind);  // the default configuration and tokenizer
    json j = configJson(cl, base.config);
    std::string tokenizer = tokenizerFor(cl, corpus, base, j);
    setVocabSize(cl, j, Tokenizer(tokenizer).pieceCount());
    const Config config = Config::fromJson(j.dump());
    return randomCheckpoint(config, std::move(tokenizer), seed);
}

// The mask an encoder-only model trains with (its tokenizer's kMaskPiece); −1 for the others.
int trainingMaskId(const Config& config, const Tokenizer& tokenizer) {
    const int id = tokenizer.userPiece(kMaskPiece).value_or(-1);
    if (config.encoderOnly() && id < 0) {
        // Appended piece by piece: GCC 12 warns (-Wrestrict, wrongly) on a string + a literal.
        std::string message = "an encoder-only model trains with a tokenizer that has '";
        message += kMaskPiece;
        message += "' as a piece of its own";
        throw UsageError(message);
    }
    return id;
}

// The loss on the validation pairs, and what the model does with them: an encoder-only model's
// guesses at each piece masked alone, another model's exact-match translations.
void printValidation(train::Trainer& trainer, const std::vector<train::Example>& validation) {
    const train::LossValue v = trainer.evaluate(validation);
    const Checkpoint checkpoint = trainer.checkpoint();
    if (checkpoint.config.encoderOnly()) {
        const train::MaskedAccuracy a =
            train::maskedAccuracy(Transformer(checkpoint), validation, trainer.options().maskId);
        std::printf(
            "validation: cross-entropy %.4f (masked pieces), each piece masked alone: "
            "top-1 %.2f%%, top-5 %.2f%% of %lld\n",
            v.nll, 100 * a.top1, 100 * a.top5, a.pieces);
        return;
    }
    std::printf("validation: cross-entropy %.4f, exact match %.2f%% of %zu pairs\n", v.nll,
                100 * train::exactMatch(checkpoint, validation), validation.size());
}

}  // namespace

int runTrain(const Arguments& args) {
    const CommandLine cl = parseArguments(args, helpOf("train"));
    cl.noPositional();
    const auto out = cl.value("--out");
    if (!out) throw UsageError("--out FILE is required");
    const uint64_t seed = uint64_t(cl.integer("--seed", 0, (1LL << 62)).value_or(1));
    const uint64_t corpusSeed =
        uint64_t(cl.integer("--corpus-seed", 0, (1LL << 62)).value_or(seed));
    const int threads = int(cl.integer("--threads", 1, 256).value_or(threadCount()));
    const long long checkpointEvery = cl.integer("--checkpoint-every", 1, 100000000).value_or(0);
    train::TrainerOptions options = trainerOptions(cl, seed);
    setThreadCount(threads);

    const Corpus corpus = readCorpus(cl, corpusSeed);
    const auto resume = cl.value("--resume");
    const Checkpoint start = startingPoint(cl, corpus, seed);
    const Tokenizer tokenizer(start.tokenizer);
    options.maskId = trainingMaskId(start.config, tokenizer);
    const std::vector<train::Example> examples =
        train::encodePairs(tokenizer, corpus.train, start.config);
    const std::vector<train::Example> validation =
        train::encodePairs(tokenizer, corpus.valid, start.config);
    if (examples.empty()) throw UsageError("no training pair fits max_positions");
    std::fprintf(stderr,
                 "train: %s%s, %lld parameters, %zu training pairs, %zu validation, %d thread%s\n",
                 toString(start.config.attention),
                 start.config.decoderOnly()   ? " decoder-only"
                 : start.config.encoderOnly() ? " encoder-only (masked LM)"
                                              : "",
                 start.config.parameterCount(), examples.size(), validation.size(), threads,
                 threads == 1 ? "" : "s");

    train::Trainer trainer(start, examples, options);
    if (resume) {
        trainer.loadState(*resume + ".state");
        if (trainer.stepsDone() >= options.steps)
            throw UsageError("--steps " + std::to_string(options.steps) + " already done");
    }
    // The state beside each checkpoint, for --resume, when the run is kept in pieces.
    auto save = [&](bool withState) {
        trainer.checkpoint().save(*out);
        if (withState) trainer.saveState(*out + ".state");
    };
    gStopSignal = 0;
    using Handler = void (*)(int);
    Handler previous[std::size(kStopSignals)];
    for (size_t i = 0; i < std::size(kStopSignals); ++i)
        previous[i] = std::signal(kStopSignals[i], requestStop);
    Progress progress;
    progress.steps = options.steps;
    progress.firstStep = trainer.stepsDone();
    train::StepReport report;
    while (trainer.stepsDone() < options.steps && !gStopSignal) {
        report = trainer.step();
        record(progress, report);
        draw(progress, report, report.step == options.steps || gStopSignal);
        if (checkpointEvery && report.step % checkpointEvery == 0 && report.step < options.steps)
            save(true);
    }
    for (size_t i = 0; i < std::size(kStopSignals); ++i)
        std::signal(kStopSignals[i], previous[i] == SIG_ERR ? SIG_DFL : previous[i]);
    const bool interrupted = trainer.stepsDone() < options.steps;
    if (progress.tokens > 0) save(interrupted || checkpointEvery);

    const double seconds = std::chrono::duration<double>(Clock::now() - progress.start).count();
    std::printf(
        "%s after %d of %d steps in %s: loss %.4f, cross-entropy %.4f (recent steps), "
        "%.0f tokens/s\n",
        interrupted ? "interrupted" : "trained", trainer.stepsDone(), options.steps,
        duration(seconds).c_str(), progress.loss, progress.nll,
        progress.tokens / std::max(seconds, 1e-9));
    if (!validation.empty() && progress.tokens > 0) printValidation(trainer, validation);
    if (progress.tokens > 0) std::printf("wrote %s\n", out->c_str());
    // 128 + the signal, as a shell reports a program the signal ended: 130 for Ctrl-C.
    return interrupted ? 128 + int(gStopSignal) : 0;
}

}  // namespace atlas
