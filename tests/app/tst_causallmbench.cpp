// `bench`'s decoder-only rows at a tiny shape (d 64, 2 layers): the folder writer
// (model/hub/LlamaWriter) writes Llama, GPT-2 and Qwen3 folders that openCheckpoint opens, with
// the logits of plain-loop LlamaForCausalLM, GPT2LMHeadModel and Qwen3ForCausalLM over the same
// stored tensors; it leaves nothing behind when a write fails; `bench --rows tinyllama,gpt2,qwen3
// --tiny` runs the rows' whole path (the folders, the child processes, the rates) and writes
// every key of their JSON; `--rows tokenize` the tokenization row's (its ids the same as
// `tokenizers`' when node can run the npm binding). No figure is asserted: they are timings.

#include <signal.h>
#include <sys/resource.h>

#include <QDir>
#include <QFile>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "AtlasProcess.h"
#include "DefaultModel.h"
#include "FileError.h"
#include "Greedy.h"
#include "Model.h"
#include "NaiveDecoder.h"
#include "hub/HubFolder.h"
#include "hub/LlamaWriter.h"

using namespace atlas;
using json = nlohmann::json;

namespace {

LlamaFolderSpec tinySpec() {
    LlamaFolderSpec s;  // d 64, 2 layers, 4 query / 2 key-value heads of 16, ffn 176
    s.tokenizer = makeDefaultModel(AttentionKind::MHA).tokenizer;
    return s;
}

QStringList entries(const QString& folder) {
    return QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot,
                                  QDir::Name);
}

std::string fixture(const char* kind) {
    QFile file(QStringLiteral(ATLAS_TOKENIZER_FIXTURES "/%1/tokenizer.json").arg(kind));
    return file.open(QIODevice::ReadOnly) ? file.readAll().toStdString() : std::string();
}

json readJson(const std::string& path) {
    QFile file(QString::fromStdString(path));
    if (!file.open(QIODevice::ReadOnly)) return {};
    return json::parse(file.readAll().toStdString(), nullptr, false);
}

}  // namespace

class TestCausalLmBench : public QObject {
    Q_OBJECT

private slots:
    // The folder opens as a Llama, its shape as asked, and its logits are those of the plain
    // loops over the tensors as the file stores them; cached steps give the pass's rows.
    void writerMatchesReference() {
        QTemporaryDir dir;
        const std::string folder = dir.path().toStdString() + "/llama";
        const LlamaFolderSpec spec = tinySpec();
        writeLlamaFolder(folder, spec);
        QCOMPARE(entries(dir.path()), QStringList{"llama"});  // no temporary left beside it
        QCOMPARE(entries(QString::fromStdString(folder)),
                 (QStringList{"config.json", "generation_config.json", "model.safetensors",
                              "tokenizer.model"}));
        QCOMPARE(uint64_t(std::filesystem::file_size(folder + "/model.safetensors")),
                 llamaWeightFileBytes(spec));

        const Model model(openCheckpoint(folder));
        const Config& c = model.config();
        QVERIFY(c.decoderOnly());
        QCOMPARE(c.d_model, 64);
        QCOMPARE(c.n_decoder_layers, 2);
        QCOMPARE(c.n_heads, 4);
        QCOMPARE(c.n_kv_heads, 2);
        QCOMPARE(c.d_head, 16);
        QCOMPARE(c.d_ff, 176);
        QCOMPARE(c.norm_eps, 1e-5);
        QCOMPARE(c.rope_base, 10000.0);
        QVERIFY(!c.tie_embeddings);

        const SafetensorsFile file = SafetensorsFile::load(folder + "/model.safetensors");
        naive::Tensors tensors;
        for (const auto& [name, entry] : file.tensors()) {
            QCOMPARE(entry.dtype, DType::BF16);
            tensors[name] = file.floats(name);
        }
        // A linear layer's values spread as 1/√in (not all one value, not all zero).
        const std::vector<float>& q = tensors.at("model.layers.1.self_attn.q_proj.weight");
        double sq = 0;
        for (float v : q) sq += double(v) * v;
        QVERIFY(std::abs(std::sqrt(sq / double(q.size())) - 1 / 8.0) < 0.01);

        const std::vector<int> ids = model.promptIds("the small dog sees the old cat");
        const Matrix ours = model.transformer().causalPass(ids);
        const naive::Mat theirs =
            naive::decoderForward(readJson(folder + "/config.json"), tensors, ids).logits;
        QCOMPARE(size_t(ours.rows()), theirs.size());
        for (size_t p = 0; p < theirs.size(); ++p)
            for (size_t v = 0; v < theirs[p].size(); ++v)
                QVERIFY2(std::abs(ours(long(p), long(v)) - theirs[p][v]) < 1e-3,
                         qPrintable(QString("logit (%1, %2)").arg(p).arg(v)));

        // The bench's path: the prompt in one pass, then one id at a time from the cache.
        const Transformer& t = model.transformer();
        DecoderState state = t.startDecoding(int(ids.size()));
        const std::vector<int> prompt(ids.begin(), ids.end() - 2);
        const Matrix first = t.decode(state, prompt, {.logits = Logits::LastOnly});
        QVERIFY((first.row(0) - ours.row(long(prompt.size()) - 1)).cwiseAbs().maxCoeff() < 1e-4);
        const Matrix step = t.decode(state, {ids[prompt.size()]}, {.logits = Logits::LastOnly});
        QVERIFY((step.row(0) - ours.row(long(prompt.size()))).cwiseAbs().maxCoeff() < 1e-4);
    }

    // GPT2LMHeadModel and Qwen3ForCausalLM folders: tokenizer.json, the family's names and
    // keys, logits those of the plain loops over the stored tensors.
    void writerWritesOtherFamilies_data() {
        QTest::addColumn<int>("family");
        QTest::newRow("gpt2") << int(LlamaFolderSpec::Family::Gpt2);
        QTest::newRow("qwen3") << int(LlamaFolderSpec::Family::Qwen3);
    }
    void writerWritesOtherFamilies() {
        QFETCH(int, family);
        LlamaFolderSpec spec;
        spec.family = LlamaFolderSpec::Family(family);
        const bool gpt2 = spec.family == LlamaFolderSpec::Family::Gpt2;
        spec.tied = true;
        if (gpt2) {
            spec.kvHeads = spec.heads;
            spec.ffn = 4 * spec.d_model;
            spec.maxPositions = 128;
        }
        spec.tokenizer = fixture(gpt2 ? "gpt2" : "qwen2");
        QVERIFY(!spec.tokenizer.empty());
        QTemporaryDir dir;
        const std::string folder = dir.path().toStdString() + "/model";
        writeLlamaFolder(folder, spec);
        QCOMPARE(entries(QString::fromStdString(folder)),
                 (QStringList{"config.json", "generation_config.json", "model.safetensors",
                              "tokenizer.json"}));
        QCOMPARE(uint64_t(std::filesystem::file_size(folder + "/model.safetensors")),
                 llamaWeightFileBytes(spec));
        const json config = readJson(folder + "/config.json");
        QCOMPARE(config["model_type"].get<std::string>(), std::string(gpt2 ? "gpt2" : "qwen3"));

        const Model model(openCheckpoint(folder));
        const Config& c = model.config();
        QVERIFY(c.decoderOnly());
        QVERIFY(c.tie_embeddings);
        QCOMPARE(c.positions == PositionKind::Learned, gpt2);
        QCOMPARE(c.qk_norm, !gpt2);
        QCOMPARE(c.n_kv_heads, gpt2 ? 4 : 2);
        QVERIFY(model.tokenizer().isFast());
        // The special tokens config.json names are the tokenizer's own <|endoftext|> (and Qwen's
        // <|im_end|>).
        QCOMPARE(model.tokenizer().piece(config["bos_token_id"].get<int>()),
                 std::string("<|endoftext|>"));
        QCOMPARE(model.tokenizer().piece(config["eos_token_id"].get<int>()),
                 std::string(gpt2 ? "<|endoftext|>" : "<|im_end|>"));

        const SafetensorsFile file = SafetensorsFile::load(folder + "/model.safetensors");
        naive::Tensors tensors;
        for (const auto& [name, entry] : file.tensors()) tensors[name] = file.floats(name);
        QVERIFY(!tensors.count("lm_head.weight"));  // tied
        const std::vector<int> ids = model.promptIds("the small dog sees the old cat");
        const Matrix ours = model.transformer().causalPass(ids);
        const naive::Mat theirs = gpt2 ? naive::gpt2Forward(config, tensors, ids).logits
                                       : naive::decoderForward(config, tensors, ids).logits;
        QCOMPARE(size_t(ours.rows()), theirs.size());
        const double tolerance = 1e-3 * naive::maxAbs(theirs);
        for (size_t p = 0; p < theirs.size(); ++p)
            for (size_t v = 0; v < theirs[p].size(); ++v)
                QVERIFY2(std::abs(ours(long(p), long(v)) - theirs[p][v]) <= tolerance,
                         qPrintable(QString("logit (%1, %2)").arg(p).arg(v)));
    }

    // The same seed writes the same bytes; another seed other values.
    void writerIsDeterministic() {
        QTemporaryDir dir;
        const std::string root = dir.path().toStdString();
        LlamaFolderSpec spec = tinySpec();
        writeLlamaFolder(root + "/a", spec);
        writeLlamaFolder(root + "/b", spec);
        spec.seed = 2;
        writeLlamaFolder(root + "/c", spec);
        const auto bytes = [&](const char* name) {
            QFile f(QString::fromStdString(root + "/" + name + "/model.safetensors"));
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        };
        QVERIFY(!bytes("a").isEmpty());
        QCOMPARE(bytes("a"), bytes("b"));
        QVERIFY(bytes("a") != bytes("c"));
        QCOMPARE(bytes("a").size(), bytes("c").size());
    }

    // A write that fails part-way (a file size limit below the weights' size) or at the end (the
    // folder already exists) throws a WriteError and leaves no temporary folder behind.
    void failedWriteLeavesNothing() {
        QTemporaryDir dir;
        const std::string folder = dir.path().toStdString() + "/llama";
        rlimit old{};
        QCOMPARE(getrlimit(RLIMIT_FSIZE, &old), 0);
        const auto previous = signal(SIGXFSZ, SIG_IGN);  // EFBIG, not the signal
        // Room for the small files, not for the weights (about 1 MB).
        const LlamaFolderSpec spec = tinySpec();
        rlimit limit = old;
        limit.rlim_cur = rlim_t(spec.tokenizer.size()) + (64 << 10);
        QCOMPARE(setrlimit(RLIMIT_FSIZE, &limit), 0);
        std::string error = "(nothing thrown)";
        try {
            writeLlamaFolder(folder, spec);
        } catch (const WriteError& e) {
            error = e.what();
        }
        setrlimit(RLIMIT_FSIZE, &old);
        signal(SIGXFSZ, previous);
        QVERIFY2(error.find("model.safetensors': write: File too large") != std::string::npos,
                 error.c_str());
        QCOMPARE(entries(dir.path()), QStringList{});

        QVERIFY(QDir(dir.path()).mkpath("llama/kept"));
        QVERIFY_THROWS_EXCEPTION(WriteError, writeLlamaFolder(folder, tinySpec()));
        QCOMPARE(entries(dir.path()), QStringList{"llama"});
        QCOMPARE(entries(QString::fromStdString(folder)), QStringList{"kept"});
    }

    // The row end to end at the tiny shape, its temporary folder in a TMPDIR of the test's own
    // (which must be empty again afterwards but for the JSON).
    void benchRowEndToEnd() {
        QTemporaryDir tmp;
        const QString out = tmp.path() + "/bench.json";
        const AtlasRun run = runAtlas({"bench", "--rows", "tinyllama", "--tiny", "--threads", "1",
                                       "--weights", "f16", "--json", out},
                                      120000, [&](QProcess& p) {
                                          QProcessEnvironment env =
                                              QProcessEnvironment::systemEnvironment();
                                          env.insert("TMPDIR", tmp.path());
                                          p.setProcessEnvironment(env);
                                      });
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY(run.out.contains("targets: prompt"));
        QCOMPARE(entries(tmp.path()), QStringList{"bench.json"});
        const json report = readJson(out.toStdString());
        QVERIFY(report.contains("tinyllama"));
        const json& row = report["tinyllama"];
        for (const char* key : {"config", "folder_mb", "write_s", "weights", "prompt_tokens",
                                "generated_tokens", "method", "targets"})
            QVERIFY2(row.contains(key), key);
        QCOMPARE(row["config"]["model_type"].get<std::string>(), std::string("llama"));
        QCOMPARE(row["config"]["torch_dtype"].get<std::string>(), std::string("float16"));
        const json& one = row["threads"]["1"];
        // The instruction peaks (issue 39), and the prompt set against the best of them.
        const json& peaks = report["peaks_gflops"]["1"];
        for (const char* key : {"fma256", "fma512", "vdpbf16ps"})
            QVERIFY2(peaks[key].is_number() && peaks[key].get<double>() >= 0, key);
        QVERIFY(run.out.contains("Peaks at 1 thread (GFLOP/s): FMA 256-bit"));
        if (peaks["fma256"].get<double>() > 0) {
            QVERIFY(one["peak_gflops"].get<double>() > 0);
            QVERIFY(one["prompt_fraction_of_peak"].get<double>() > 0);
            QVERIFY(run.out.contains(" peak "));
        }
        for (const char* key :
             {"open_ms", "prompt_ms", "prompt_flops", "prompt_gflops", "best_gemm_gflops",
              "prompt_fraction_of_best_gemm", "decode_cached_ms_per_token",
              "decode_cached_tokens_per_s", "decode_step_weight_bytes",
              "decode_weight_mb_per_token", "decode_bandwidth_floor_ms_per_token",
              "decode_cached_over_floor", "matvec_gbps", "peak_rss_mb", "rss_file_mb",
              "rss_anon_mb", "folder_mb", "peak_rss_over_folder"}) {
            QVERIFY2(one.contains(key) && one[key].is_number(), key);
            QVERIFY2(std::isfinite(one[key].get<double>()) && one[key].get<double>() > 0, key);
        }
        for (const char* key : {"prompt", "decode", "memory"})
            QVERIFY2(one["meets_targets"][key].is_boolean(), key);
        // The base rows did not run: their keys stay out, the rates are measured for the row.
        QVERIFY(!report.contains("threads"));
        QVERIFY(report["rates"]["1"].contains("matvec_gbps"));
        // The stand-in tokenizer names 2000 of the 2048 rows: the keystroke is timed, the
        // continuation (which may choose an unnamed row) is not.
        for (const char* key : {"keystroke_ms", "sentence_prompt_ids"})
            QVERIFY2(one[key].is_number() && one[key].get<double>() > 0, key);
        QVERIFY(!one.contains("sentence_ms"));
        QVERIFY(one["sentence_skipped"].get<std::string>().find("fewer ids") != std::string::npos);
    }

    // GPT-2, Qwen3 and BERT rows at the tiny shape, and the tokenization row: every key, the
    // architectures named, the folders gone afterwards.
    void otherRowsEndToEnd() {
        QTemporaryDir tmp;
        const QString out = tmp.path() + "/bench.json";
        const AtlasRun run = runAtlas({"bench", "--rows", "gpt2,qwen3,bert,tokenize", "--tiny",
                                       "--threads", "1", "--json", out},
                                      180000, [&](QProcess& p) {
                                          QProcessEnvironment env =
                                              QProcessEnvironment::systemEnvironment();
                                          env.insert("TMPDIR", tmp.path());
                                          p.setProcessEnvironment(env);
                                      });
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY(run.out.contains("GPT2LMHeadModel"));
        QVERIFY(run.out.contains("Qwen3ForCausalLM"));
        QCOMPARE(entries(tmp.path()), QStringList{"bench.json"});
        const json report = readJson(out.toStdString());
        for (const char* row : {"gpt2", "qwen3"}) {
            const json& one = report[row]["threads"]["1"];
            for (const char* key : {"prompt_ms", "decode_cached_ms_per_token", "sentence_ms",
                                    "keystroke_ms", "peak_rss_mb"})
                QVERIFY2(one[key].is_number() && one[key].get<double>() > 0,
                         qPrintable(QString("%1 %2").arg(row, key)));
            // The keystroke's picture comes within the sentence's own run, before its
            // continuation.
            QVERIFY(one["keystroke_ms"].get<double>() <= one["sentence_ms"].get<double>());
        }
        // The encoder-only row: a keystroke with one mask, and PyTorch's figure or why not.
        const json& bert = report["bert"]["threads"]["1"];
        QVERIFY(bert["keystroke_ms"].get<double>() > 0);
        QCOMPARE(bert["masks"].get<int>(), 1);
        QCOMPARE(bert["tokens"].get<int>(), 32);
        QVERIFY(bert["torch"].contains("ms") || bert["torch"].contains("skipped"));
        QCOMPARE(report["bert"]["architecture"].get<std::string>(), std::string("BertForMaskedLM"));
        QVERIFY(report["gpt2"]["targets"].contains("keystroke_ms_at_2_threads_at_most"));
        QVERIFY(!report["qwen3"]["targets"].contains("keystroke_ms_at_2_threads_at_most"));
        const json& tokenize = report["tokenize"];
        QCOMPARE(tokenize["text_bytes"].get<int>() >= 20000, true);
        for (const char* kind : {"llama3", "qwen2", "gpt2"}) {
            const json& k = tokenize["kinds"][kind];
            QVERIFY2(k["ours_mb_per_s"].get<double>() > 0 && k["ids"].get<int>() > 1000, kind);
            // Where the binding ran, it gave the same ids.
            if (k.contains("ids_equal")) QVERIFY2(k["ids_equal"].get<bool>(), kind);
        }
    }

    void unknownRow() {
        const AtlasRun run = runAtlas({"bench", "--rows", "base,gpt5"});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("is not base, opus, tinyllama, gpt2, qwen3, bert or tokenize"),
                 run.err.constData());
        const AtlasRun weights = runAtlas({"bench", "--rows", "tinyllama", "--weights", "f8"});
        QCOMPARE(weights.exitCode, 2);
        QVERIFY2(weights.err.contains("--weights: 'f8' is not bf16, f16 or f32"),
                 weights.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCausalLmBench)
#include "tst_causallmbench.moc"
