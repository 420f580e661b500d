// SPEC §6 "Encoder-only" (issue 38): BERT, RoBERTa and DistilBERT Hub folders written here, in
// every container and dtype, against NaiveEncoder (plain loops in double precision from the
// transformers source): maps within 1e-4, masked-LM logits within 1e-3·max|logit|, the filled
// masks equal; a folder without the head opens; hostile folders are refused by name.

#include <QTemporaryDir>
#include <QtTest>
#include <fstream>
#include <nlohmann/json.hpp>
#include <random>

#include "AtlasProcess.h"
#include "MarianFolder.h"  // writeFile, rounded
#include "Model.h"
#include "NaiveEncoder.h"
#include "Safetensors.h"
#include "TorchBinWriter.h"
#include "Translation.h"
#include "hub/HubFolder.h"

using namespace atlas;
using atlas::test::rounded;
using atlas::test::writeFile;
using json = nlohmann::json;

namespace {

enum class Family { Bert, Roberta, DistilBert };
enum class Container { Safetensors, TorchBin };

struct Options {
    Family family = Family::Bert;
    DType dtype = DType::F32;
    Container container = Container::Safetensors;
    bool prefix = true;   // the base model's prefix ("bert.") on its names
    bool head = true;     // the masked-LM head (else BertModel's names)
    bool legacy = false;  // LayerNorm.gamma / .beta, as older BERT files name them
    bool untied = false;  // tie_word_embeddings false: the decoder's own weight
    std::string act = "gelu";
};

std::string slurp(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

struct Folder {
    QTemporaryDir dir;
    json config;
    naive::Tensors tensors;  // as stored (rounded to the dtype)
    std::vector<std::string> order;
    std::map<std::string, std::vector<long long>> shapes;

    std::string path() const { return dir.path().toStdString(); }
    std::string file(const std::string& name) const { return path() + "/" + name; }
};

void add(Folder& f, const std::string& name, std::vector<long long> shape, float mean, float sd,
         std::mt19937& rng, DType dtype) {
    long long n = 1;
    for (long long s : shape) n *= s;
    std::normal_distribution<float> normal(0, sd);
    std::vector<float> v(static_cast<size_t>(n));
    for (float& x : v) x = rounded(dtype, mean + normal(rng));
    f.tensors[name] = v;
    f.shapes[name] = shape;
    f.order.push_back(name);
}

void writeWeights(const Folder& f, const Options& o) {
    if (o.container == Container::TorchBin) {
        TorchBinWriter bin;
        for (const std::string& name : f.order)
            bin.add(name, o.dtype, f.shapes.at(name), f.tensors.at(name));
        return bin.write(f.file("pytorch_model.bin"));
    }
    SafetensorsWriter writer;
    for (const std::string& name : f.order)
        writer.addFloats(name, o.dtype, f.shapes.at(name), f.tensors.at(name));
    writer.write(f.file("model.safetensors"));
}

// config.json of a folder: d 16, 4 heads, ffn 40, 2 layers.
json configOf(const Options& o, int V, int positions, int types) {
    const bool distil = o.family == Family::DistilBert, roberta = o.family == Family::Roberta;
    const int d = 16, heads = 4, ff = 40, layers = 2;
    if (distil)
        return {{"model_type", "distilbert"},
                {"architectures", {"DistilBertForMaskedLM"}},
                {"vocab_size", V},
                {"dim", d},
                {"n_layers", layers},
                {"n_heads", heads},
                {"hidden_dim", ff},
                {"activation", o.act},
                {"max_position_embeddings", positions},
                {"sinusoidal_pos_embds", false},
                {"pad_token_id", 0}};
    return {{"model_type", roberta ? "roberta" : "bert"},
            {"architectures", {roberta ? "RobertaForMaskedLM" : "BertForMaskedLM"}},
            {"vocab_size", V},
            {"hidden_size", d},
            {"num_hidden_layers", layers},
            {"num_attention_heads", heads},
            {"intermediate_size", ff},
            {"hidden_act", o.act},
            {"max_position_embeddings", positions},
            {"type_vocab_size", types},
            {"layer_norm_eps", roberta ? 1e-5 : 1e-12},
            {"pad_token_id", roberta ? 1 : 0},
            {"position_embedding_type", "absolute"}};
}

std::unique_ptr<Folder> makeFolder(const Options& o) {
    auto f = std::make_unique<Folder>();
    const bool distil = o.family == Family::DistilBert, roberta = o.family == Family::Roberta;
    const std::string tokenizer = std::string(ATLAS_TOKENIZER_FIXTURES) +
                                  (roberta ? "/roberta/tokenizer.json" : "/bert/tokenizer.json");
    writeFile(f->file("tokenizer.json"), slurp(tokenizer));
    const int V = roberta ? 861 : 1354, d = 16, ff = 40, layers = 2;
    const int positions = roberta ? 66 : 64, types = roberta ? 1 : 2;
    f->config = configOf(o, V, positions, types);
    if (o.untied) f->config["tie_word_embeddings"] = false;
    writeFile(f->file("config.json"), f->config.dump(2));

    std::mt19937 rng(roberta ? 7 : distil ? 11 : 5);
    const DType t = o.dtype;
    const std::string base = !o.prefix ? ""
                             : distil  ? "distilbert."
                             : roberta ? "roberta."
                                       : "bert.";
    const std::string gain = o.legacy ? ".gamma" : ".weight", shift = o.legacy ? ".beta" : ".bias";
    auto norm = [&](const std::string& p) {
        add(*f, p + gain, {d}, 1, 0.1f, rng, t);
        add(*f, p + shift, {d}, 0, 0.1f, rng, t);
    };
    auto linear = [&](const std::string& p, long long out, long long in) {
        add(*f, p + ".weight", {out, in}, 0, 1.0f / std::sqrt(float(in)), rng, t);
        add(*f, p + ".bias", {out}, 0, 0.1f, rng, t);
    };
    add(*f, base + "embeddings.word_embeddings.weight", {V, d}, 0, 0.5f, rng, t);
    add(*f, base + "embeddings.position_embeddings.weight", {positions, d}, 0, 0.5f, rng, t);
    if (!distil)
        add(*f, base + "embeddings.token_type_embeddings.weight", {types, d}, 0, 0.5f, rng, t);
    norm(base + "embeddings.LayerNorm");
    for (int l = 0; l < layers; ++l) {
        const std::string L =
            base + (distil ? "transformer.layer." : "encoder.layer.") + std::to_string(l) + ".";
        if (distil) {
            for (const char* p :
                 {"attention.q_lin", "attention.k_lin", "attention.v_lin", "attention.out_lin"})
                linear(L + p, d, d);
            norm(L + "sa_layer_norm");
            linear(L + "ffn.lin1", ff, d);
            linear(L + "ffn.lin2", d, ff);
            norm(L + "output_layer_norm");
        } else {
            for (const char* p : {"attention.self.query", "attention.self.key",
                                  "attention.self.value", "attention.output.dense"})
                linear(L + p, d, d);
            norm(L + "attention.output.LayerNorm");
            linear(L + "intermediate.dense", ff, d);
            linear(L + "output.dense", d, ff);
            norm(L + "output.LayerNorm");
        }
    }
    if (o.head) {
        const std::string dense = distil    ? "vocab_transform"
                                  : roberta ? "lm_head.dense"
                                            : "cls.predictions.transform.dense";
        const std::string hnorm = distil    ? "vocab_layer_norm"
                                  : roberta ? "lm_head.layer_norm"
                                            : "cls.predictions.transform.LayerNorm";
        linear(dense, d, d);
        norm(hnorm);
        add(*f,
            distil    ? "vocab_projector.bias"
            : roberta ? "lm_head.bias"
                      : "cls.predictions.bias",
            {V}, 0, 0.5f, rng, t);
        if (o.untied)
            add(*f,
                distil    ? "vocab_projector.weight"
                : roberta ? "lm_head.decoder.weight"
                          : "cls.predictions.decoder.weight",
                {V, d}, 0, 0.5f, rng, t);
    }
    writeWeights(*f, o);
    return f;
}

std::string maskedText(Family family) {
    return family == Family::Roberta ? "The little cat <mask> on the mat."
                                     : "The little cat [MASK] on the [MASK] mat.";
}

// Every map within 1e-4 and every logit within 1e-3·max|logit| of the reference.
void compare(const Translation& t, const naive::EncoderResult& want) {
    QCOMPARE(t.encoderSelf.size(), want.self.size());
    for (size_t l = 0; l < want.self.size(); ++l)
        for (size_t h = 0; h < want.self[l].size(); ++h)
            for (size_t i = 0; i < want.self[l][h].size(); ++i)
                for (size_t j = 0; j < want.self[l][h][i].size(); ++j)
                    QVERIFY2(std::abs(t.encoderSelf[l][h](Eigen::Index(i), Eigen::Index(j)) -
                                      want.self[l][h][i][j]) < 1e-4,
                             qPrintable(QString("map %1.%2 (%3, %4)").arg(l).arg(h).arg(i).arg(j)));
    if (want.logits.empty()) {
        QCOMPARE(t.logits.size(), Eigen::Index(0));
        return;
    }
    const double tolerance = 1e-3 * naive::maxAbs(want.logits);
    QCOMPARE(size_t(t.logits.rows()), want.logits.size());
    for (size_t i = 0; i < want.logits.size(); ++i)
        for (size_t j = 0; j < want.logits[i].size(); ++j)
            QVERIFY2(std::abs(t.logits(Eigen::Index(i), Eigen::Index(j)) - want.logits[i][j]) <
                         tolerance,
                     qPrintable(QString("logit (%1, %2)").arg(i).arg(j)));
}

std::string refusal(const std::string& folder) {
    try {
        (void)openCheckpoint(folder);
    } catch (const std::exception& e) {
        return e.what();
    }
    return "(opened)";
}

}  // namespace

Q_DECLARE_METATYPE(Options);

class TestEncoderLm : public QObject {
    Q_OBJECT

private slots:
    void matchesTransformers_data() {
        QTest::addColumn<Options>("options");
        const auto row = [](const char* name, Options o) { QTest::newRow(name) << o; };
        row("bert F32 safetensors", {});
        row("bert BF16 bin, no prefix, gamma/beta",
            {Family::Bert, DType::BF16, Container::TorchBin, false, true, true});
        row("bert F16 safetensors, untied, gelu_new",
            {Family::Bert, DType::F16, Container::Safetensors, true, true, false, true,
             "gelu_new"});
        row("roberta F32 safetensors, hidden_act relu (the head's gelu stays)",
            {Family::Roberta, DType::F32, Container::Safetensors, true, true, false, false,
             "relu"});
        row("roberta F16 bin", {Family::Roberta, DType::F16, Container::TorchBin});
        row("distilbert F32 safetensors", {Family::DistilBert});
        row("distilbert BF16 bin, untied",
            {Family::DistilBert, DType::BF16, Container::TorchBin, true, true, false, true});
    }
    void matchesTransformers() {
        QFETCH(Options, options);
        const auto f = makeFolder(options);
        const Model model(openCheckpoint(f->path()));
        QVERIFY(model.config().encoderOnly());
        QVERIFY(model.config().hasMaskedLm());
        const std::string text = maskedText(options.family);
        const Translation t = translate(model, text);
        // [CLS] … [SEP] (<s> … </s>), the masks among them.
        const bool roberta = options.family == Family::Roberta;
        QCOMPARE(t.sourceIds.front(), roberta ? 0 : 2);
        QCOMPARE(t.sourceIds.back(), roberta ? 2 : 3);
        const int mask = roberta ? 860 : 4;
        QCOMPARE(model.maskId(), mask);
        const auto masks = std::count(t.sourceIds.begin(), t.sourceIds.end(), mask);
        QCOMPARE(masks, roberta ? 1 : 2);
        const naive::EncoderResult want = naive::encoderForward(f->config, f->tensors, t.sourceIds);
        compare(t, want);
        // The filled masks: the reference's arg-max at each, in order.
        std::vector<int> filled;
        for (size_t p = 0; p < t.sourceIds.size(); ++p) {
            if (t.sourceIds[p] != mask) continue;
            const auto& row = want.logits[p];
            filled.push_back(int(std::max_element(row.begin(), row.end()) - row.begin()));
        }
        QCOMPARE(t.targetIds, filled);
        QVERIFY(t.targetText.find(roberta ? "<mask>" : "[MASK]") == std::string::npos);
        // The dump: one stack, the head at every position, no cache.
        const json dump = json::parse(translationJson(model, t));
        QCOMPARE(dump["attention"]["encoder_self"].size(), size_t(2));
        QVERIFY(dump["attention"]["decoder_self"].empty() && dump["attention"]["cross"].empty());
        QCOMPARE(dump["logits"].size(), t.sourceIds.size());
        QCOMPARE(dump["target"]["ids"].get<std::vector<int>>(), filled);
        for (const char* key : {"elements_per_token_per_layer", "self_bytes", "cross_bytes"})
            QCOMPARE(dump["kv_cache"][key].get<long long>(), 0LL);
    }

    // translate on the command line: the filled text on stdout, SPEC §6's dump; --target and
    // --max-new-tokens are usage errors.
    void translateOnTheCommandLine() {
        const auto f = makeFolder({});
        const Model model(openCheckpoint(f->path()));
        const std::string text = maskedText(Family::Bert);
        const Translation t = translate(model, text);
        const QString dump = QString::fromStdString(f->file("dump.json"));
        const QString dir = QString::fromStdString(f->path());
        const AtlasRun run =
            runAtlas({"translate", "--model", dir, "--json", dump, QString::fromStdString(text)});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QCOMPARE(run.out, QByteArray::fromStdString(t.targetText + "\n"));
        const json written = json::parse(slurp(dump.toStdString()));
        QCOMPARE(written["target"]["ids"].get<std::vector<int>>(), t.targetIds);
        QCOMPARE(written["source"]["ids"].get<std::vector<int>>(), t.sourceIds);
        QCOMPARE(written["config"]["model_type"].get<std::string>(), std::string("bert"));
        for (const QStringList& extra :
             {QStringList{"--target", "x"}, QStringList{"--max-new-tokens", "3"}}) {
            const AtlasRun bad = runAtlas(QStringList{"translate", "--model", dir} + extra +
                                          QStringList{"a [MASK]"});
            QCOMPARE(bad.exitCode, 2);
            QVERIFY2(bad.err.contains("masks"), bad.err.constData());
        }
    }

    // A sentence pair (the Alignment page's): tokenizer(A, B)'s ids and token types, and the
    // maps and logits of BertEmbeddings with token_type_ids — T[1] on the second part; RoBERTa
    // and DistilBERT read one type.
    void sentencePairReadsTokenTypes_data() {
        QTest::addColumn<Options>("options");
        QTest::newRow("bert") << Options{};
        QTest::newRow("roberta") << Options{Family::Roberta};
        QTest::newRow("distilbert") << Options{Family::DistilBert};
    }
    void sentencePairReadsTokenTypes() {
        QFETCH(Options, options);
        const auto f = makeFolder(options);
        const Model model(openCheckpoint(f->path()));
        const std::string a = "The little cat sat.", b = "It slept on the mat.";
        const SentencePairIds pair = model.pairIds(a, b);
        const std::vector<int> first = model.sourceIds(a);
        const bool roberta = options.family == Family::Roberta;
        // [CLS] A [SEP] B [SEP]; RoBERTa: <s> A </s></s> B </s>.
        QCOMPARE(pair.secondBegin, int(first.size()) + (roberta ? 1 : 0));
        QVERIFY(std::equal(first.begin(), first.end(), pair.ids.begin()));
        QCOMPARE(pair.ids.back(), first.back());
        QCOMPARE(pair.types.size(), pair.ids.size());
        // DistilBERT's tokenizer is BERT's (its types are there, the model takes none).
        for (size_t p = 0; p < pair.types.size(); ++p)
            QCOMPARE(pair.types[p], !roberta && p >= first.size() ? 1 : 0);
        Pass pass;
        pass.tokenTypes = &pair.types;
        LayerMaps maps;
        const Matrix encoded = model.transformer().encode(pair.ids, {&maps}, pass);
        Translation t;
        t.encoderSelf = maps;
        t.logits = model.transformer().maskedLmLogits(encoded);
        compare(t, naive::encoderForward(f->config, f->tensors, pair.ids, pair.types));
        // The types change BERT's maps (T[1] ≠ T[0]); the others read the same input either way.
        LayerMaps untyped;
        model.transformer().encode(pair.ids, {&untyped});
        const double change = (untyped[0][0] - maps[0][0]).cwiseAbs().maxCoeff();
        QVERIFY2((change > 1e-4) == (options.family == Family::Bert),
                 qPrintable(QString::number(change)));
        // A type the table lacks, and types of another length, are refused.
        std::vector<int> wrong = pair.types;
        wrong[1] = 7;
        pass.tokenTypes = &wrong;
        if (options.family != Family::DistilBert)
            QVERIFY_THROWS_EXCEPTION(std::out_of_range,
                                     model.transformer().encode(pair.ids, {}, pass));
        wrong.pop_back();
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 model.transformer().encode(pair.ids, {}, pass));
    }

    // A folder of the encoder alone (BertModel) opens with its maps; a mask has nothing to fill
    // it, and says so.
    void encoderWithoutHead() {
        Options o;
        o.head = false;
        o.prefix = false;
        const auto f = makeFolder(o);
        const Model model(openCheckpoint(f->path()));
        QVERIFY(!model.config().hasMaskedLm());
        const Translation t = translate(model, "The little cat sat.");
        compare(t, naive::encoderForward(f->config, f->tensors, t.sourceIds));
        QVERIFY(t.targetIds.empty());
        QCOMPARE(t.targetText, std::string("the little cat sat."));  // lower-cased, as decoded
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, translate(model, maskedText(o.family)));
    }

    // Hostile folders: one line naming what is wrong.
    void hostileFoldersAreRefused() {
        const auto expect = [](const std::string& why, std::initializer_list<const char*> words) {
            QVERIFY2(why != "(opened)" && why.find('\n') == std::string::npos, why.c_str());
            for (const char* w : words) QVERIFY2(why.find(w) != std::string::npos, why.c_str());
        };
        const auto withConfig = [&](const char* key, json value,
                                    std::initializer_list<const char*> words) {
            const auto f = makeFolder({});
            f->config[key] = value;
            writeFile(f->file("config.json"), f->config.dump());
            expect(refusal(f->path()), words);
        };
        withConfig("position_embedding_type", "relative_key", {"position_embedding_type"});
        withConfig("num_attention_heads", 3, {"num_attention_heads"});
        withConfig("hidden_act", "mish", {"hidden_act"});
        withConfig("hidden_size", 12, {"shape"});
        {  // a layer's tensor missing
            Options o;
            auto f = makeFolder(o);
            f->order.erase(std::find(f->order.begin(), f->order.end(),
                                     "bert.encoder.layer.1.intermediate.dense.weight"));
            writeWeights(*f, o);
            expect(refusal(f->path()), {"intermediate.dense.weight", "missing"});
        }
        {  // RoBERTa: no room after padding_idx + 1
            Options o;
            o.family = Family::Roberta;
            const auto f = makeFolder(o);
            f->config["max_position_embeddings"] = 2;
            writeFile(f->file("config.json"), f->config.dump());
            expect(refusal(f->path()), {"max_position_embeddings"});
        }
    }
};

QTEST_APPLESS_MAIN(TestEncoderLm)
#include "tst_encoderlm.moc"
