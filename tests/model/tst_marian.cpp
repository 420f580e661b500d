// SPEC §5, Marian: small OPUS-MT-layout folders written here (config, generation settings,
// two SentencePiece models trained in-process, a vocab.json whose ids differ from both, weights
// as one safetensors file or shards, F32/F16/BF16) against a plain-loop MarianMTModel written
// from transformers' source (tests/support/NaiveMarian), and refused when they lie.
#include <QTest>
#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

#include "Greedy.h"
#include "MarianFolder.h"
#include "Model.h"
#include "NaiveMarian.h"
#include "Tokenizer.h"
#include "Translation.h"
#include "hub/HubFolder.h"
#include "hub/MarianCheckpoint.h"

using namespace atlas;
using namespace atlas::test;
using json = nlohmann::json;

namespace {

void compareMaps(const LayerMaps& ours, const naive::Maps& theirs, const char* what) {
    QCOMPARE(ours.size(), theirs.size());
    for (size_t l = 0; l < ours.size(); ++l)
        for (size_t h = 0; h < ours[l].size(); ++h)
            for (size_t i = 0; i < theirs[l][h].size(); ++i)
                for (size_t j = 0; j < theirs[l][h][i].size(); ++j)
                    QVERIFY2(
                        std::abs(ours[l][h](i, j) - theirs[l][h][i][j]) <= 1e-4,
                        qPrintable(
                            QString("%1 map %2/%3 (%4,%5)").arg(what).arg(l).arg(h).arg(i).arg(j)));
}

// generate(num_beams=1) with the folder's rules, over the plain-loop model.
std::vector<int> naiveGreedy(const MarianFolder& f, const std::vector<int>& src, int maxLength) {
    std::vector<int> input{f.pad()};
    while (int(input.size()) < maxLength) {
        const naive::MarianResult r = naive::marianForward(f.shape, f.tensors, src, input);
        std::vector<double> last = r.logits.back();
        last[f.pad()] = -INFINITY;                 // bad_words_ids [[pad]]
        if (int(input.size()) == maxLength - 1) {  // forced eos
            std::fill(last.begin(), last.end(), -INFINITY);
            last[0] = 0;
        }
        const int next = int(std::max_element(last.begin(), last.end()) - last.begin());
        input.push_back(next);
        if (next == 0) break;
    }
    return input;
}

std::string refusal(const std::string& path) {
    try {
        Model model(openCheckpoint(path));
    } catch (const std::exception& e) {
        return e.what();
    }
    return "(opened)";
}

}  // namespace

class TestMarian : public QObject {
    Q_OBJECT

private slots:
    void matchesThePlainLoopReference_data() {
        QTest::addColumn<int>("dtype");
        QTest::addColumn<bool>("shards");
        QTest::addColumn<bool>("stored");
        QTest::addColumn<bool>("bin");
        QTest::addColumn<bool>("separate");
        QTest::newRow("F32, one file, computed positions")
            << int(DType::F32) << false << false << false << false;
        QTest::newRow("F16, shards, stored positions")
            << int(DType::F16) << true << true << false << false;
        QTest::newRow("BF16, one file, stored positions")
            << int(DType::BF16) << false << true << false << false;
        QTest::newRow("BF16, pytorch_model.bin")
            << int(DType::BF16) << false << true << true << false;
        QTest::newRow("F32, separate vocabularies")
            << int(DType::F32) << false << false << false << true;
        QTest::newRow("BF16, shards, separate vocabularies")
            << int(DType::BF16) << true << true << false << true;
    }
    void matchesThePlainLoopReference() {
        QFETCH(int, dtype);
        QFETCH(bool, shards);
        QFETCH(bool, stored);
        QFETCH(bool, bin);
        QFETCH(bool, separate);
        const MarianFolder f({DType(dtype), shards, stored, bin, separate});
        QCOMPARE(!f.targetVocab.empty(), separate);
        if (separate) QVERIFY(f.targetVocab != f.vocab);
        const Model model(openCheckpoint(f.path()));
        const std::string text = "the small cat sees the dog";
        // source.spm's pieces, vocab.json's ids (<unk> for a piece it lacks), then eos.
        std::vector<int> expected;
        for (const std::string& p : Tokenizer(f.source).pieces(text))
            expected.push_back(f.ids.count(p) ? f.ids.at(p) : 1);
        expected.push_back(0);
        QCOMPARE(model.sourceIds(text), expected);

        const std::string targetText = "die kleine Katze";
        TranslateOptions forced;
        forced.target = targetText;
        const Translation t = translate(model, text, forced);
        const naive::MarianResult r =
            naive::marianForward(f.shape, f.tensors, t.sourceIds, model.decoderInput(t.targetIds));
        QCOMPARE(model.decoderInput(t.targetIds).front(), f.pad());  // decoder_start_token_id
        // text_target: target.spm's pieces, ids from target_vocab.json when separate.
        std::vector<int> targetExpected;
        const std::vector<std::string>& tv = separate ? f.targetVocab : f.vocab;
        Tokenizer targetModel(f.target);
        for (int id : targetModel.encode(targetText)) {
            const auto it = std::find(tv.begin(), tv.end(), targetModel.piece(id));
            targetExpected.push_back(it == tv.end() ? 1 : int(it - tv.begin()));
        }
        QCOMPARE(t.targetIds, targetExpected);
        QCOMPARE(int(t.logits.cols()), f.Vt);
        compareMaps(t.encoderSelf, r.encoderSelf, "encoder");
        compareMaps(t.decoderSelf, r.decoderSelf, "decoder");
        compareMaps(t.cross, r.cross, "cross");
        const double tolerance = 1e-3 * naive::maxAbs(r.logits);
        for (size_t p = 0; p < r.logits.size(); ++p)
            for (int v = 0; v < f.Vt; ++v)
                QVERIFY2(std::abs(t.logits(p, v) - r.logits[p][v]) <= tolerance,
                         qPrintable(QString("logit (%1, %2)").arg(p).arg(v)));

        // Greedy decoding with generation_config.json's rules (max_length 9 counts the start).
        const Translation greedy = translate(model, text);
        std::vector<int> input = naiveGreedy(f, greedy.sourceIds, 9);
        if (input.back() == 0) input.pop_back();
        QCOMPARE(model.decoderInput(greedy.targetIds), input);
        QVERIFY(int(greedy.targetIds.size()) <= 7);
        QVERIFY(std::find(greedy.targetIds.begin(), greedy.targetIds.end(), f.pad()) ==
                greedy.targetIds.end());
        // Cached decoding equals the whole prefix recomputed.
        const Matrix enc = model.transformer().encode(greedy.sourceIds);
        GreedyOptions uncached;
        uncached.useCache = false;
        QCOMPARE(greedyDecode(model.transformer(), enc, uncached),
                 greedyDecode(model.transformer(), enc));
        // Target ids back through vocab.json and target.spm.
        QVERIFY(!model.tokenizer().decode(greedy.targetIds).empty() || greedy.targetIds.empty());
        for (int id : greedy.targetIds)
            QCOMPARE(model.tokenizer().piece(id, TokenSide::Target), tv.at(id));
        // Source ids back through vocab.json and source.spm (use_source_tokenizer=True): the
        // known pieces joined, ▁ as a space.
        std::string joined;
        for (int id : t.sourceIds)
            if (id != 0 && id != 1 && id != f.pad()) joined += f.vocab.at(id);
        QString spaced = QString::fromStdString(joined).replace(QChar(0x2581), ' ');
        QCOMPARE(model.tokenizer().decode(t.sourceIds, TokenSide::Source),
                 spaced.trimmed().toStdString());
        // The dump names target pieces by the target vocabulary, source pieces by vocab.json.
        const auto dump = nlohmann::json::parse(translationJson(model, greedy));
        for (size_t i = 0; i < greedy.targetIds.size(); ++i)
            QCOMPARE(dump["target"]["pieces"][i].get<std::string>(), tv.at(greedy.targetIds[i]));
        for (size_t i = 0; i < greedy.sourceIds.size(); ++i)
            QCOMPARE(dump["source"]["pieces"][i].get<std::string>(),
                     f.vocab.at(greedy.sourceIds[i]));
    }

    // One file, shards and pytorch_model.bin of the same weights give the same bits.
    void everyLayoutGivesTheSameBits() {
        const MarianFolder one({DType::F32, false, false}), two({DType::F32, true, false}),
            bin({DType::F32, false, false, true});
        const Model a(openCheckpoint(one.path())), b(openCheckpoint(two.file("config.json"))),
            c(openCheckpoint(bin.path()));
        TranslateOptions forced;
        forced.target = "die Katze";
        const Translation x = translate(a, "the cat", forced), y = translate(b, "the cat", forced),
                          z = translate(c, "the cat", forced);
        QVERIFY(x.logits == y.logits);
        QVERIFY(x.logits == z.logits);
    }

    // SPEC §5 "read in place": a folder's matrices stay in its mapped file, in the stored type
    // (a decoding step then reads half the bytes of a half-precision folder); vectors are copied.
    void matricesStayInTheirFiles() {
        size_t stepBytes[3] = {};
        for (int i = 0; DType dtype : {DType::F32, DType::F16, DType::BF16}) {
            for (bool bin : {false, true}) {
                const MarianFolder f({dtype, false, false, bin});
                const Checkpoint c = openCheckpoint(f.path());
                for (const char* name : {"embed.weight", "decoder.layers.0.ffn.fc1.weight",
                                         "encoder.layers.1.self_attn.q_proj.weight"}) {
                    QVERIFY2(c.inPlace.count(name) == 1 && c.tensors.count(name) == 0, name);
                    QCOMPARE(int(c.inPlace.at(name).dtype), int(dtype));
                }
                QVERIFY(c.tensors.count("decoder.layers.0.ffn.fc1.bias") == 1);
                QVERIFY(c.mapping != nullptr);
                stepBytes[i] = Transformer(c).decodeStepWeightBytes();
            }
            ++i;
        }
        QVERIFY(stepBytes[1] == stepBytes[2]);
        QVERIFY(stepBytes[1] < stepBytes[0] * 6 / 10);
    }

    // MarianTokenizer: a leading ">>xx<<" is a token of its own (<unk> here: vocab.json lacks it).
    void aLanguageCodeIsOneToken() {
        const MarianFolder f;
        const Model model(openCheckpoint(f.path()));
        const std::vector<std::string> pieces = model.tokenizer().pieces(">>deu<< the cat");
        QCOMPARE(pieces.front(), std::string(">>deu<<"));
        QCOMPARE(pieces.size(), Tokenizer(f.source).pieces(" the cat").size() + 1);
        QCOMPARE(model.sourceIds(">>deu<< the cat").front(), 1);
        QCOMPARE(model.tokenizer().pieces("the >>deu<< cat").front(),
                 Tokenizer(f.source).pieces("the").front());
    }

    void theSplitSinusoid() {
        // modeling_marian.py's layout for d = 4: [sin p, sin p/100, cos p, cos p/100].
        const std::vector<float> t = marianPositionTable(3, 4);
        QCOMPARE(t[4 * 2 + 0], float(std::sin(2.0)));
        QCOMPARE(t[4 * 2 + 1], float(std::sin(2.0 / 100)));
        QCOMPARE(t[4 * 2 + 2], float(std::cos(2.0)));
        QCOMPARE(t[4 * 2 + 3], float(std::cos(2.0 / 100)));
    }

    void badFoldersAreRefusedByName() {
        {
            MarianFolder f;
            QFile::remove(QString::fromStdString(f.file("vocab.json")));
            QVERIFY2(refusal(f.path()).find("vocab.json") != std::string::npos,
                     refusal(f.path()).c_str());
        }
        {
            MarianFolder f;  // a config that lies about the width
            json c = f.config;
            c["d_model"] = 32;
            c["encoder_attention_heads"] = 2;
            writeFile(f.file("config.json"), c.dump());
            const std::string why = refusal(f.path());
            QVERIFY2(why.find("model.shared.weight") != std::string::npos &&
                         why.find("shape") != std::string::npos,
                     why.c_str());
        }
        {
            MarianFolder f;  // vocab.json that disagrees with the embeddings
            json v = json::object();
            for (int i = 0; i + 1 < f.V; ++i) v[f.vocab[i]] = i;
            writeFile(f.file("vocab.json"), v.dump());
            const std::string why = refusal(f.path());
            QVERIFY2(why.find("vocab.json") != std::string::npos &&
                         why.find("embeddings") != std::string::npos,
                     why.c_str());
        }
        {
            MarianFolder f({DType::F32, true, false});  // an index naming an absent shard
            QFile::remove(QString::fromStdString(f.file("model-00002-of-00002.safetensors")));
            const std::string why = refusal(f.path());
            QVERIFY2(why.find("model-00002-of-00002.safetensors") != std::string::npos,
                     why.c_str());
        }
        {
            MarianFolder f({DType::F32, true, false});  // a shard outside the folder
            writeFile(f.file("model.safetensors.index.json"),
                      R"({"weight_map": {"model.shared.weight": "../elsewhere.safetensors"}})");
            const std::string why = refusal(f.path());
            QVERIFY2(why.find("not a file of this folder") != std::string::npos, why.c_str());
        }
        {
            MarianFolder f;
            json c = f.config;
            c["model_type"] = "t5";
            writeFile(f.file("config.json"), c.dump());
            const std::string why = refusal(f.path());
            QVERIFY2(why.find("'t5'") != std::string::npos, why.c_str());
        }
        {
            QTemporaryDir empty;
            const std::string why = refusal(empty.path().toStdString());
            QVERIFY2(why.find("no config.json") != std::string::npos, why.c_str());
        }
        {
            MarianFolder f;
            QFile::remove(QString::fromStdString(f.file("model.safetensors")));
            const std::string why = refusal(f.path());
            QVERIFY2(why.find("no weights") != std::string::npos, why.c_str());
        }
    }
};

QTEST_APPLESS_MAIN(TestMarian)
#include "tst_marian.moc"
