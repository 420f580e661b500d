// The tokenizer and what builds the default model: trainer, sentence pairs, random weights.

#include <QRegularExpression>
#include <QtTest>

#include <cctype>
#include <cmath>
#include <cstring>
#include <set>
#include <string>
#include <vector>

#include "Checkpoint.h"
#include "DefaultModel.h"
#include "RandomInit.h"
#include "SentencePairs.h"
#include "Tokenizer.h"
#include "TokenizerTrainer.h"
#include "WeightLayout.h"

using namespace atlas;

namespace {

const char* const kBadModel = "tensor 'tokenizer.sentencepiece': not a SentencePiece model";

std::vector<std::string> corpus(size_t pairs, uint64_t seed) {
    std::vector<std::string> sentences;
    for (const SentencePair& pair : generateSentencePairs(pairs, seed)) {
        sentences.push_back(pair.english);
        sentences.push_back(pair.german);
    }
    return sentences;
}

bool startsWith(const std::string& s, const std::string& prefix) {
    return s.compare(0, prefix.size(), prefix) == 0;
}

bool contains(const std::string& s, const std::string& part) {
    return s.find(part) != std::string::npos;
}

Config smallConfig(AttentionKind kind) {
    Config c;
    c.vocab_size = 300;
    c.d_model = 16;
    c.n_heads = 4;
    c.d_head = 4;
    c.d_ff = 32;
    c.n_encoder_layers = 2;
    c.n_decoder_layers = 1;
    c.attention = kind;
    c.n_kv_heads = kind == AttentionKind::GQA ? 2 : kind == AttentionKind::MQA ? 1 : 4;
    if (kind == AttentionKind::MLA) {
        c.d_latent = 8;
        c.d_rope = 4;
    }
    return c;
}

}  // namespace

class TestTokenizer : public QObject {
    Q_OBJECT

private:
    std::string model_;  // trained once, shared by the tests that only read it

    void expectBadModel(const std::string& bytes) {
        try {
            Tokenizer tokenizer(bytes);
            QFAIL("bytes were accepted as a SentencePiece model");
        } catch (const CheckpointError& e) {
            QVERIFY2(startsWith(e.what(), kBadModel), e.what());
        }
    }

private slots:
    void initTestCase() {
        TokenizerTrainingOptions options;
        options.vocabSize = 500;
        model_ = trainTokenizer(corpus(400, 7), options);
    }

    // ---- Tokenizer ----

    void roundTrip_data() {
        QTest::addColumn<QString>("text");
        QTest::newRow("ascii") << "The big dog does not see the cat.";
        QTest::newRow("umlauts") << "Die müde Katze öffnet die Tür. Äpfel, Größe, Straße.";
        QTest::newRow("unseen latin") << "Zoë’s café — naïve façade";
        QTest::newRow("cjk") << "我爱你 日本語のテキスト 한국어";
        QTest::newRow("emoji") << "I 🙂 emoji 👍🏽 🚀 👨‍👩‍👧";
        QTest::newRow("mixed") << "Der Hund 🐕 sieht 猫.";
        QTest::newRow("empty") << "";
    }
    void roundTrip() {
        QFETCH(QString, text);
        const Tokenizer tokenizer(model_);
        const std::string utf8 = text.toStdString();
        const std::vector<int> ids = tokenizer.encode(utf8);
        QCOMPARE(ids.empty(), utf8.empty());
        QCOMPARE(tokenizer.decode(ids), utf8);
        QCOMPARE(tokenizer.pieces(utf8).size(), ids.size());
        for (int id : ids) QVERIFY(!tokenizer.isUnknown(id));
    }

    void whitespaceIsCollapsed() {
        const Tokenizer tokenizer(model_);
        QVERIFY(tokenizer.encode(" \t\n  ").empty());
        QCOMPARE(tokenizer.decode(tokenizer.encode("  the   dog  ")), std::string("the dog"));
        QVERIFY(tokenizer.decode({}).empty());
    }

    void normalizationFoldsLookalikes() {
        // NmtNfkc: full-width Latin and decomposed umlauts read as the plain spelling.
        const Tokenizer tokenizer(model_);
        QCOMPARE(tokenizer.encode("\xEF\xBC\xA4og"), tokenizer.encode("Dog"));  // full-width D
        QCOMPARE(tokenizer.encode("Tu\xCC\x88r"), tokenizer.encode("Tür"));     // u + U+0308
    }

    void cjkFallsBackToBytes() {
        const Tokenizer tokenizer(model_);
        const std::string text = "猫";  // E7 8C AB
        std::vector<uint8_t> bytes;
        for (int id : tokenizer.encode(text)) {
            if (auto b = tokenizer.byteValue(id)) {
                QVERIFY(tokenizer.isByte(id));
                bytes.push_back(*b);
            }
        }
        QCOMPARE(bytes, (std::vector<uint8_t>{0xE7, 0x8C, 0xAB}));
        QCOMPARE(tokenizer.pieces(text).back(), std::string("<0xAB>"));
        const std::vector<int> ascii = tokenizer.encode("dog");
        for (int id : ascii) QVERIFY(!tokenizer.byteValue(id));
    }

    void invalidUtf8BecomesReplacementCharacters() {
        // Each stray byte reads as U+FFFD, spelt by byte pieces; nothing is dropped silently.
        const Tokenizer tokenizer(model_);
        const std::string replacement = "\xEF\xBF\xBD";
        QCOMPARE(tokenizer.decode(tokenizer.encode("a\xFF"
                                                   "b")),
                 "a" + replacement + "b");
        QCOMPARE(tokenizer.decode(tokenizer.encode("\xC3")), replacement);  // truncated ä
        QCOMPARE(tokenizer.decode(tokenizer.encode("\xED\xA0\x80")),        // a lone surrogate
                 replacement + replacement + replacement);
        const std::string nul("x\0y", 3);
        QVERIFY(!tokenizer.encode(nul).empty());
    }

    void specialIdsMatchConfigDefaults() {
        const Tokenizer tokenizer(model_);
        const Config defaults;
        QCOMPARE(tokenizer.padId(), defaults.pad_id);
        QCOMPARE(tokenizer.unkId(), defaults.unk_id);
        QCOMPARE(tokenizer.bosId(), defaults.bos_id);
        QCOMPARE(tokenizer.eosId(), defaults.eos_id);
        QVERIFY(tokenizer.isControl(tokenizer.bosId()));
        QVERIFY(tokenizer.isControl(tokenizer.eosId()));
        QVERIFY(tokenizer.isControl(tokenizer.padId()));
        QVERIFY(tokenizer.isUnknown(tokenizer.unkId()));
        QCOMPARE(tokenizer.piece(tokenizer.eosId()), std::string("</s>"));
        // Control pieces say nothing when decoded.
        QCOMPARE(tokenizer.decode({tokenizer.bosId(), tokenizer.eosId()}), std::string());
    }

    void byteValueCoversAllBytes() {
        const Tokenizer tokenizer(model_);
        std::set<int> seen;
        for (int id = 0; id < tokenizer.pieceCount(); ++id)
            if (auto b = tokenizer.byteValue(id)) seen.insert(*b);
        QCOMPARE(seen.size(), size_t(256));
    }

    void idsOutOfRangeThrow() {
        const Tokenizer tokenizer(model_);
        QVERIFY_THROWS_EXCEPTION(std::out_of_range, tokenizer.piece(-1));
        QVERIFY_THROWS_EXCEPTION(std::out_of_range, tokenizer.piece(tokenizer.pieceCount()));
        QVERIFY_THROWS_EXCEPTION(std::out_of_range, tokenizer.isByte(1 << 30));
        QVERIFY_THROWS_EXCEPTION(std::out_of_range, tokenizer.decode({4, -7}));
    }

    void badBytesAreRefused() {
        expectBadModel("");
        expectBadModel("not a model at all");
        expectBadModel(std::string(64, '\xFF'));
        expectBadModel(model_.substr(0, model_.size() / 2));
    }

    void damagedNormalizationTableIsRefused() {
        // SentencePiece would read wherever a damaged trie points while encoding. The table
        // follows the normalizer's name: <name> 0x12 <varint length> <u32 trie size> <root>.
        std::string bytes = model_;
        const size_t name = bytes.find("nmt_nfkc");
        QVERIFY(name != std::string::npos);
        size_t at = name + std::strlen("nmt_nfkc");
        QCOMPARE(uint8_t(bytes[at++]), uint8_t(0x12));
        while (uint8_t(bytes[at++]) & 0x80) {
        }
        const size_t root = at + 4;
        bytes.replace(root, 4, "\xFF\xFF\xFF\x7F");  // an offset far outside the array
        try {
            Tokenizer tokenizer(bytes);
            QFAIL("a trie pointing outside itself was accepted");
        } catch (const CheckpointError& e) {
            QVERIFY2(startsWith(e.what(), kBadModel) && contains(e.what(), "trie"), e.what());
        }
    }

    void damagedModelsNeverCrash() {
        // Whatever a flipped byte does, the tokenizer either refuses the model by name or
        // loads something that still encodes and decodes.
        uint64_t state = 12345;
        for (int trial = 0; trial < 100; ++trial) {
            std::string bytes = model_;
            for (int k = 0; k < 3; ++k) {
                state = state * 6364136223846793005ULL + 1442695040888963407ULL;
                bytes[(state >> 33) % bytes.size()] ^= char(1 + (state >> 20) % 255);
            }
            try {
                const Tokenizer tokenizer(bytes);
                const std::vector<int> ids = tokenizer.encode("Der Hund 🐕 sieht \xFF 猫.");
                tokenizer.decode(ids);
                for (int id : ids) tokenizer.piece(id);
            } catch (const CheckpointError& e) {
                QVERIFY2(startsWith(e.what(), kBadModel), e.what());
            } catch (const std::runtime_error&) {
            }
        }
    }

    void moveKeepsTheModel() {
        Tokenizer a(model_);
        Tokenizer b(std::move(a));
        QCOMPARE(b.decode(b.encode("the dog")), std::string("the dog"));
    }

    // ---- Trainer ----

    void trainingIsDeterministic() {
        TokenizerTrainingOptions options;
        options.vocabSize = 500;
        QCOMPARE(trainTokenizer(corpus(400, 7), options), model_);
        options.algorithm = TokenizerTrainingOptions::Algorithm::Unigram;
        options.hardVocabLimit = false;  // unigram cannot fill 500 pieces from this corpus
        const std::string unigram = trainTokenizer(corpus(400, 7), options);
        QCOMPARE(trainTokenizer(corpus(400, 7), options), unigram);
        QVERIFY(unigram != model_);
        const Tokenizer tokenizer(unigram);
        QVERIFY(tokenizer.pieceCount() <= 500);
        QCOMPARE(tokenizer.decode(tokenizer.encode("Der Hund 猫")), std::string("Der Hund 猫"));
    }

    void commonCharactersHavePieces() {
        // Required characters the corpus lacks still get pieces of their own.
        const Tokenizer tokenizer(model_);
        for (int id : tokenizer.encode("I 2 Q? [x] {y} ~ Öl")) QVERIFY(!tokenizer.isByte(id));
    }

    void identityNormalizationIsSmallAndLiteral() {
        TokenizerTrainingOptions options;
        options.vocabSize = 500;
        options.normalization = TokenizerTrainingOptions::Normalization::Identity;
        const std::string identity = trainTokenizer(corpus(400, 7), options);
        QVERIFY(identity.size() < model_.size() / 4);
        const Tokenizer tokenizer(identity);
        QVERIFY(tokenizer.encode("Tu\xCC\x88r") != tokenizer.encode("Tür"));
        QCOMPARE(tokenizer.decode(tokenizer.encode("Tu\xCC\x88r")), std::string("Tu\xCC\x88r"));
    }

    void tooSmallCorpusIsReported() {
        TokenizerTrainingOptions options;
        options.vocabSize = 5000;
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, trainTokenizer({"a tiny corpus"}, options));
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, trainTokenizer({}, options));
        options.vocabSize = 300;  // fewer than the special, byte and required pieces
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, trainTokenizer({"a tiny corpus"}, options));
        options.vocabSize = 500;
        options.hardVocabLimit = false;
        const Tokenizer soft(trainTokenizer({"a tiny corpus", "of two lines"}, options));
        QVERIFY(soft.pieceCount() <= 500);
        QCOMPARE(soft.decode(soft.encode("tiny 猫")), std::string("tiny 猫"));
    }

    // ---- Sentence pairs ----

    void pairsAreDeterministic() {
        const auto a = generateSentencePairs(200, 42), b = generateSentencePairs(200, 42);
        const auto c = generateSentencePairs(200, 43);
        QCOMPARE(a.size(), size_t(200));
        bool sameAsOtherSeed = true;
        for (size_t i = 0; i < a.size(); ++i) {
            QCOMPARE(a[i].english, b[i].english);
            QCOMPARE(a[i].german, b[i].german);
            sameAsOtherSeed = sameAsOtherSeed && a[i].english == c[i].english;
        }
        QVERIFY(!sameAsOtherSeed);
        // A prefix of a longer run is the shorter run.
        QCOMPARE(generateSentencePairs(300, 42)[199].german, a[199].german);
        QVERIFY(generateSentencePairs(0, 42).empty());
    }

    void pairsAreVaried() {
        std::set<std::string> distinct;
        for (const SentencePair& p : generateSentencePairs(3000, 1)) distinct.insert(p.german);
        QVERIFY(distinct.size() > 2900);
    }

    void pairsAreWellFormed() {
        for (const SentencePair& p : generateSentencePairs(500, 3)) {
            for (const std::string& s : {p.english, p.german}) {
                QVERIFY2(s.size() > 8 && s.back() == '.' && !contains(s, "  "), s.c_str());
                QVERIFY2(std::isupper(static_cast<unsigned char>(s[0])), s.c_str());
            }
            const bool negated = contains(p.english, " not ");
            QCOMPARE(negated, contains(p.german, " nicht.") || contains(p.german, " kein"));
        }
    }

    void germanGrammarSpotChecks() {
        // Each rule: a sentence whose English matches must have German that matches. Every
        // rule must match some sentence, so that a check cannot pass by matching nothing.
        struct Rule {
            const char* english;  // regular expressions (QRegularExpression, Perl syntax)
            const char* german;
        };
        const Rule rules[] = {
            {"^The cat ", "^Die Katze "},   // feminine nominative
            {"^The dog ", "^Der Hund "},    // masculine nominative
            {"^The child ", "^Das Kind "},  // neuter nominative
            {"^The dogs ", "^Die Hunde "},  // plural nominative
            {"^The men ", "^Die Männer "},
            {"^A big dog ", "^Ein großer Hund "},   // mixed nominative
            {"^A tired dog ", "^Ein müder Hund "},  // the stem's e absorbs the ending's
            {"^Big ", "^Große [^ ]+ "},             // strong plural nominative
            {" sees ", " sieht "},                  // agreement
            {" does not see ", " sieht "},
            {" do not see ", " sehen "},
            {" the dog\\.$", " den Hund( nicht)?\\.$"},  // masculine accusative
            {"^(?!.* not ).* a dog\\.$", " einen Hund\\.$"},
            {" not .* a dog\\.$", " keinen Hund\\.$"},  // a negated indefinite is kein
            {" not .* the dog\\.$", " den Hund nicht\\.$"},
            {" the big cat\\.$", " die große Katze( nicht)?\\.$"},  // weak accusative
            {"^(?!.* not ).* a big house\\.$", " ein großes Haus\\.$"},
            {" not .* a big house\\.$", " kein großes Haus\\.$"},
            {" the tired dogs\\.$", " die müden Hunde( nicht)?\\.$"},
            // An object with neither article nor negation is plural, its adjective strong;
            // after keine it is weak.
            {"^(?!.* not ).* (?!(?:the|an?) )[a-z]+ big [a-z]+\\.$", " große [^ ]+\\.$"},
            {" not [a-z]+ big [a-z]+\\.$", " keine großen [^ ]+\\.$"},
        };
        // QRegularExpression rather than std::regex: libstdc++'s regex trips GCC 12's
        // -Wmaybe-uninitialized under AddressSanitizer, and the build must stay warning-free.
        const auto pairs = generateSentencePairs(30000, 5);
        std::vector<std::pair<QString, QString>> texts;
        for (const SentencePair& p : pairs)
            texts.emplace_back(QString::fromStdString(p.english), QString::fromStdString(p.german));
        for (const Rule& rule : rules) {
            const QRegularExpression english(QString::fromUtf8(rule.english)),
                german(QString::fromUtf8(rule.german));
            QVERIFY2(english.isValid() && german.isValid(), rule.english);
            int matched = 0;
            for (const auto& [en, de] : texts) {
                if (!english.match(en).hasMatch()) continue;
                ++matched;
                QVERIFY2(german.match(de).hasMatch(), qPrintable(en + " → " + de));
            }
            QVERIFY2(matched > 0, rule.english);
        }
    }

    // ---- Random weights ----

    void randomInitFillsTheLayout_data() {
        QTest::addColumn<int>("kind");
        QTest::addColumn<bool>("preRmsUntied");
        for (AttentionKind kind :
             {AttentionKind::MHA, AttentionKind::GQA, AttentionKind::MQA, AttentionKind::MLA}) {
            QTest::newRow(toString(kind)) << int(kind) << false;
            QTest::newRow((std::string(toString(kind)) + " pre rms untied").c_str())
                << int(kind) << true;
        }
    }
    void randomInitFillsTheLayout() {
        QFETCH(int, kind);
        QFETCH(bool, preRmsUntied);
        Config config = smallConfig(AttentionKind(kind));
        if (preRmsUntied) {
            config.norm = NormPlacement::Pre;
            config.norm_type = NormKind::RMSNorm;
            config.tie_embeddings = false;
        }
        const Checkpoint ckpt = randomCheckpoint(config, "spm", 9);
        QCOMPARE(ckpt.tokenizer, std::string("spm"));
        const std::vector<TensorSpec> layout = weightLayout(config);
        QCOMPARE(ckpt.tensors.size(), layout.size());
        for (const TensorSpec& spec : layout) {
            QVERIFY2(ckpt.tensors.count(spec.name), spec.name.c_str());
            const std::vector<float>& values = ckpt.tensors.at(spec.name);
            QCOMPARE((long long)values.size(), spec.elementCount());
            double sum = 0, bound = 0;
            for (float v : values) {
                QVERIFY(std::isfinite(v));
                sum += v;
                bound = std::max(bound, double(std::abs(v)));
            }
            const double mean = sum / double(values.size());
            if (spec.shape.size() == 2) {
                QVERIFY2(std::abs(mean) < 0.05 && bound > 0, spec.name.c_str());
                QVERIFY2(
                    bound <= 1.0 / std::sqrt(double(spec.shape[1])) || spec.name == "embed.weight",
                    spec.name.c_str());
            }
            if (spec.shape.size() == 1 && spec.required)  // norm gain
                QVERIFY2(std::abs(mean - 1.0) < 0.05, spec.name.c_str());
        }
    }

    void randomInitIsDeterministic() {
        const Config config = smallConfig(AttentionKind::MLA);
        const Checkpoint a = randomCheckpoint(config, "", 9), b = randomCheckpoint(config, "", 9);
        const Checkpoint c = randomCheckpoint(config, "", 10);
        QVERIFY(a.tensors == b.tensors);
        for (const auto& [name, values] : a.tensors) QVERIFY(values != c.tensors.at(name));
        // A tensor depends on its name only, not on which other tensors the config has.
        Config untied = config;
        untied.tie_embeddings = false;
        const Checkpoint d = randomCheckpoint(untied, "", 9);
        QVERIFY(d.tensors.at("encoder.layers.1.ffn.fc2.bias") ==
                a.tensors.at("encoder.layers.1.ffn.fc2.bias"));
        // Embedding entries have standard deviation about 1/√d.
        double sumSquares = 0;
        for (float v : a.tensors.at("embed.weight")) sumSquares += double(v) * v;
        const double sd = std::sqrt(sumSquares / double(a.tensors.at("embed.weight").size()));
        QVERIFY(std::abs(sd * std::sqrt(double(config.d_model)) - 1.0) < 0.1);
    }

    void randomInitRefusesABadConfig() {
        Config config = smallConfig(AttentionKind::GQA);
        config.n_kv_heads = 3;
        QVERIFY_THROWS_EXCEPTION(ConfigError, randomCheckpoint(config, "", 1));
    }

    // ---- Default model ----

    void defaultModel() {
        const Checkpoint mha = makeDefaultModel(AttentionKind::MHA);
        const Tokenizer tokenizer(mha.tokenizer);
        QCOMPARE(tokenizer.pieceCount(), mha.config.vocab_size);
        QCOMPARE(mha.config.vocab_size, 1000);
        QCOMPARE(mha.config.d_model, 64);
        QCOMPARE(mha.config.max_positions, 256);
        QCOMPARE(mha.tensors.size(), weightLayout(mha.config).size());
        // The corpus's words are whole pieces, or nearly.
        QVERIFY(tokenizer.encode("Der große Hund sieht die Katze nicht.").size() <= 12);

        const std::string file = mha.toBytes();
        QVERIFY2(file.size() < 2'000'000, std::to_string(file.size()).c_str());
        const Checkpoint loaded = Checkpoint::fromBytes(file);
        QVERIFY(loaded.tensors == mha.tensors);

        // The same on a second build, and each attention kind loads.
        const Checkpoint mla = makeDefaultModel(AttentionKind::MLA);
        QCOMPARE(mla.tokenizer, mha.tokenizer);
        QCOMPARE(mla.config.d_latent, 32);
        QCOMPARE(mla.config.d_rope, 8);
        QVERIFY(mla.tensors.at("embed.weight") == mha.tensors.at("embed.weight"));
        Checkpoint::fromBytes(mla.toBytes());
    }
};

QTEST_GUILESS_MAIN(TestTokenizer)
#include "tst_tokenizer.moc"
