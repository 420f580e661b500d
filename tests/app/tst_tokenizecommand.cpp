// SPEC §6 `attention-atlas tokenize`, end to end: on folders holding only a tokenizer.json
// (the ids, pieces and decoded text of Hugging Face's `tokenizers`, from the oracle's fixtures),
// on a Hub model folder, on our checkpoints; bad input gets one line and writes nothing.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>

#include "AtlasProcess.h"
#include "DecoderFolder.h"
#include "Tokenizer.h"

using namespace atlas::test;
using json = nlohmann::json;

namespace {

const QString kFixtures = QStringLiteral(ATLAS_SOURCE_DIR "/tests/data/tokenizers/");

json readJson(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    return json::parse(file.readAll().toStdString(), nullptr, false);
}

// The vocabulary's own strings by id: the model's table and the added tokens.
std::map<int, std::string> vocabularyOf(const json& tokenizer) {
    std::map<int, std::string> out;
    const json& vocab = tokenizer["model"]["vocab"];
    if (vocab.is_object())
        for (auto it = vocab.begin(); it != vocab.end(); ++it)
            out[it.value().get<int>()] = it.key();
    else  // Unigram: [[piece, score], …]
        for (size_t i = 0; i < vocab.size(); ++i) out[int(i)] = vocab[i][0].get<std::string>();
    for (const json& added : tokenizer["added_tokens"])
        out[added["id"].get<int>()] = added["content"].get<std::string>();
    return out;
}

// tokenize --json on `model`; the dump, or null with the failure recorded.
json tokenizeJson(const QString& model, const std::string& text, AtlasRun* run = nullptr) {
    QTemporaryDir dir;
    const QString dump = dir.filePath("tokens.json");
    const AtlasRun r =
        runAtlas({"tokenize", "--model", model, "--json", dump, QString::fromStdString(text)});
    if (run) *run = r;
    if (r.exitCode != 0) return nullptr;
    return readJson(dump);
}

}  // namespace

class TestTokenizeCommand : public QObject {
    Q_OBJECT

private slots:
    void tokenizerFolderGivesTheOraclesIds_data() {
        QTest::addColumn<QString>("name");
        for (const char* name : {"gpt2", "bert", "llama3", "t5"}) QTest::newRow(name) << name;
    }
    // A folder with only tokenizer.json: tokenizer(text)["input_ids"], the vocabulary's pieces
    // and decode(ids, skip_special_tokens=True) as `tokenizers` 0.23.2 gave them.
    void tokenizerFolderGivesTheOraclesIds() {
        QFETCH(QString, name);
        QTemporaryDir folder;
        QVERIFY(
            QFile::copy(kFixtures + name + "/tokenizer.json", folder.filePath("tokenizer.json")));
        const json expected = readJson(kFixtures + name + "/expected.json");
        const std::map<int, std::string> vocabulary =
            vocabularyOf(readJson(kFixtures + name + "/tokenizer.json"));
        int checked = 0;
        for (const json& c : expected["cases"]) {
            const std::string text = c["text"].get<std::string>();
            // A command line carries no NUL; a dozen cases of each fixture cover the kinds.
            if (text.find('\0') != std::string::npos || checked == 12) continue;
            ++checked;
            AtlasRun run;
            const json got = tokenizeJson(folder.path(), text, &run);
            const QString what = name + ": " + QString::fromStdString(c["name"].get<std::string>());
            QVERIFY2(!got.is_null(), qPrintable(what + ": " + run.err));
            QCOMPARE(got["ids"], c["ids"]);
            std::vector<std::string> pieces;
            for (const json& id : c["ids"]) pieces.push_back(vocabulary.at(id.get<int>()));
            QVERIFY2(got["pieces"] == json(pieces), qPrintable(what));
            QVERIFY2(got["decoded"] == c["decoded"], qPrintable(what));
            // Printed: a line a token, its id first.
            const QList<QByteArray> lines = run.out.trimmed().split('\n');
            QCOMPARE(lines.size(), qsizetype(pieces.empty() ? 1 : pieces.size()));
            if (!pieces.empty())
                QCOMPARE(lines[0].trimmed().split(' ').first().toInt(), c["ids"][0].get<int>());
        }
        QCOMPARE(checked, 12);
    }
    // A Hub model folder: [bos] + tokenizer.model's pieces, as translate's source.ids; without
    // bos when tokenizer_config.json says add_bos_token false.
    void hubFolderGivesThePromptIds() {
        const std::string text = "the small dog sees the old cat";
        for (const bool bos : {true, false}) {
            DecoderOptions o;
            o.addBosToken = bos;
            const DecoderFolder f(o);
            AtlasRun run;
            const json got = tokenizeJson(QString::fromStdString(f.path()), text, &run);
            QVERIFY2(!got.is_null(), run.err.constData());
            const atlas::Tokenizer sp(f.tokenizer);
            std::vector<int> ids = sp.encode(text);
            if (bos) ids.insert(ids.begin(), f.bos);
            QCOMPARE(got["ids"], json(ids));
            QCOMPARE(got["pieces"][0].get<std::string>(), sp.piece(ids[0]));
            QCOMPARE(got["decoded"].get<std::string>(), text);
        }
    }
    // Our checkpoint, named or the built-in default: the source's pieces and eos (SPEC §2).
    void checkpointGivesTheSourceIds() {
        const QString builtin =
            QStringLiteral(ATLAS_SOURCE_DIR "/resources/models/mha.safetensors");
        const std::string text = "The old man sees the small dog.";
        const json named = tokenizeJson(builtin, text);
        QVERIFY(!named.is_null());
        QCOMPARE(named["ids"].back().get<int>(), 3);  // eos_id
        QCOMPARE(named["pieces"].back().get<std::string>(), std::string("</s>"));
        QCOMPARE(named["pieces"][0].get<std::string>(), std::string("▁The"));
        QCOMPARE(named["decoded"].get<std::string>(), text);
        const AtlasRun plain = runAtlas({"tokenize", QString::fromStdString(text)});
        QCOMPARE(plain.exitCode, 0);
        QCOMPARE(plain.out.trimmed().split('\n').size(), qsizetype(named["ids"].size()));
    }
    // Bad input: one line on stderr, exit 1 (2 for a wrong command line), nothing written.
    void badInputGetsOneLine() {
        QTemporaryDir dir;
        const QString dump = dir.filePath("tokens.json");
        const auto refused = [&](const QStringList& args, int code, const char* word) {
            const AtlasRun run = runAtlas(args);
            QCOMPARE(run.exitCode, code);
            QCOMPARE(run.err.count('\n'), 1);
            QVERIFY2(run.err.contains(word), run.err.constData());
            QVERIFY(!QFile::exists(dump));
        };
        refused({"tokenize", "--model", dir.filePath("absent"), "--json", dump, "x"}, 1, "absent");
        QVERIFY(QDir(dir.path()).mkdir("empty"));
        refused({"tokenize", "--model", dir.filePath("empty"), "--json", dump, "x"}, 1,
                "no tokenizer");
        QVERIFY(QDir(dir.path()).mkdir("broken"));
        std::ofstream(dir.filePath("broken/tokenizer.json").toStdString()) << "{\"model\": [";
        refused({"tokenize", "--model", dir.filePath("broken"), "--json", dump, "x"}, 1,
                "tokenizer.json");
        refused({"tokenize", "--json", dir.filePath("no/such/dir/tokens.json"), "x"}, 1,
                "tokens.json");
        refused({"tokenize", "--json", dump}, 2, "no TEXT");
    }
};

QTEST_GUILESS_MAIN(TestTokenizeCommand)
#include "tst_tokenizecommand.moc"
