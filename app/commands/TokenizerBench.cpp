#include "TokenizerBench.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <cstdint>
#include <cstdio>
#include <stdexcept>
#include <vector>

#include "AtomicFile.h"
#include "BenchTiming.h"
#include "FastTokenizer.h"
#include "Tensor.h"

namespace atlas {

namespace {

constexpr const char* kKinds[] = {"llama3", "qwen2", "gpt2"};

// One line per kind of text a tokenizer meets; numbered copies make up the megabyte, so that
// no two lines are the same (a word cache sees the numbers change).
const char* const kLines[] = {
    "The attention weights of every head are a kernel over the keys, normalised per query.",
    "She said: \"We'll read it tomorrow; isn't it long?\" — and they've read it twice since.",
    "Die Bäume vor dem Fenster waren grün, und über den Dächern lag der Geruch von Regen.",
    "Le garçon a mangé une crème brûlée au café près de la cathédrale, à Noël.",
    "Съешь же ещё этих мягких французских булок, да выпей же чаю, сказал он.",
    "Η προσοχή είναι το μόνο που χρειάζεστε για να καταλάβετε ένα κείμενο.",
    "注意力机制是变换器模型的核心：每个词都会关注句子中的其他词。",
    "東京は日本の首都です。ひらがなとカタカナと漢字を一緒に使います。",
    "안녕하세요, 이것은 토크나이저를 시험하는 짧은 한국어 문장입니다.",
    "مرحبا بالعالم، هذه جملة قصيرة باللغة العربية لاختبار التقطيع.",
    "नमस्ते दुनिया, यह हिंदी में लिखा गया एक छोटा वाक्य है।",
    "สวัสดีชาวโลก นี่คือประโยคภาษาไทยที่ไม่มีการเว้นวรรคระหว่างคำ",
    "Emoji: 😀 👍🏽 👨‍👩‍👧‍👦 🇩🇪 ❤️ ✨ 🚀 — and a combining "
    "é, "
    "a "
    "zero\u200bwidth "
    "space.",
    "def encode(text):\n    return [vocab[piece] for piece in split(text)]  # ids",
    "if (x <= 10 && y != 0) { z = x / y; } else { z = -1; }\t// tabs\tand\tbraces",
    "In 2024 the model had 124000000 parameters; prices rose 3.5% to $1,299.99 on 01/02.",
    "Tabs\tand   runs    of     spaces,\r\nand CRLF line ends.",
};

// The megabyte (or `bytes`) of mixed text, the same on every run.
std::string mixedText(size_t bytes) {
    std::string text;
    for (size_t i = 0; text.size() < bytes; ++i) {
        // Appended piece by piece: GCC 12 warns (-Wrestrict, wrongly) on " " + a string.
        text += kLines[i % std::size(kLines)];
        text += ' ';
        text += std::to_string(i);
        text += '\n';
    }
    return text;
}

// A hash of the ids in order, computed the same way in the node script, so that the two
// tokenizers can be seen to agree on all 400 000 ids without copying them across.
uint32_t idsHash(const std::vector<int>& ids) {
    uint32_t h = 0;
    for (int id : ids) h = h * 31u + uint32_t(id);
    return h;
}

// Warm-up, then the median of three encodes of the whole text, one thread (RAYON_NUM_THREADS:
// encode of one text is serial in `tokenizers` anyway); prints {seconds, ids, hash}.
constexpr const char* kNodeScript = R"(
const { Tokenizer } = require('tokenizers');
const fs = require('fs');
(async () => {
  const tokenizer = Tokenizer.fromFile(process.argv[1]);
  const text = fs.readFileSync(process.argv[2], 'utf8');
  const runs = Number(process.argv[3]);
  const times = [];
  let ids = [];
  for (let i = 0; i <= runs; ++i) {
    const start = process.hrtime.bigint();
    ids = (await tokenizer.encode(text, null, { addSpecialTokens: false })).getIds();
    if (i > 0) times.push(Number(process.hrtime.bigint() - start) / 1e9);
  }
  times.sort((a, b) => a - b);
  let h = 0;
  for (const id of ids) h = (Math.imul(h, 31) + id) >>> 0;
  console.log(JSON.stringify({ seconds: times[times.length >> 1], ids: ids.length, hash: h }));
})().catch((e) => { console.error(String(e)); process.exit(1); });
)";

// The node_modules folder that holds `tokenizers`, or empty.
QString bindingFolder() {
    const QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    QStringList candidates;
    if (env.contains("ATLAS_NODE_TOKENIZERS")) candidates << env.value("ATLAS_NODE_TOKENIZERS");
    candidates << env.value("NODE_PATH").split(':', Qt::SkipEmptyParts);
    const QString cache = env.value("XDG_CACHE_HOME", QDir::homePath() + "/.cache");
    candidates << cache + "/attention-atlas/tokenizer-fixtures/node_modules";
    for (const QString& folder : candidates)
        if (QFile::exists(folder + "/tokenizers/package.json")) return folder;
    return {};
}

QString bindingVersion(const QString& folder) {
    QFile file(folder + "/tokenizers/package.json");
    if (!file.open(QIODevice::ReadOnly)) return {};
    const auto j = nlohmann::json::parse(file.readAll().toStdString(), nullptr, false);
    return j.is_object() && j.contains("version") && j["version"].is_string()
               ? QString::fromStdString(j["version"].get<std::string>())
               : QString();
}

// The binding's figures for one tokenizer, or {"skipped": why}.
nlohmann::json measureBinding(const QString& node, const QString& modules, const QString& json,
                              const QString& text, int runs) {
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("NODE_PATH", modules);
    env.insert("RAYON_NUM_THREADS", "1");
    env.insert("TOKENIZERS_PARALLELISM", "false");
    process.setProcessEnvironment(env);
    process.start(node, {"-e", kNodeScript, json, text, QString::number(runs)});
    if (!process.waitForFinished(600000) || process.exitStatus() != QProcess::NormalExit ||
        process.exitCode() != 0)
        return {{"skipped", "node failed: " + QString::fromUtf8(process.readAllStandardError())
                                                  .trimmed()
                                                  .left(200)
                                                  .toStdString()}};
    const auto r =
        nlohmann::json::parse(process.readAllStandardOutput().toStdString(), nullptr, false);
    if (!r.is_object() || !r.contains("seconds")) return {{"skipped", "node printed no figures"}};
    return r;
}

}  // namespace

std::string coveringTokenizer(const std::string& text, long long rows) {
    nlohmann::json j = nlohmann::json::parse(text);
    nlohmann::json& vocab = j["model"]["vocab"];
    long long next = 0;
    for (const auto& [piece, id] : vocab.items()) next = std::max(next, id.get<long long>() + 1);
    for (const nlohmann::json& added : j["added_tokens"])
        next = std::max(next, added["id"].get<long long>() + 1);
    for (; next < rows; ++next) vocab["<|row_" + std::to_string(next) + "|>"] = next;
    return j.dump();
}

std::string fixtureTokenizer(const char* kind) {
    QFile file(QStringLiteral(":/bench/%1/tokenizer.json").arg(QString::fromLatin1(kind)));
    if (!file.open(QIODevice::ReadOnly))
        throw std::runtime_error(std::string("bench: no ") + kind + " tokenizer.json compiled in");
    return file.readAll().toStdString();
}

nlohmann::json benchTokenizers(bool tiny) {
    setThreadCount(1);
    const std::string text = mixedText(tiny ? 20000 : 1000000);
    const int runs = tiny ? 1 : 3;
    const double megabytes = double(text.size()) / 1e6;
    const QString node = QStandardPaths::findExecutable("node");
    const QString modules = node.isEmpty() ? QString() : bindingFolder();
    const QString version = modules.isEmpty() ? QString() : bindingVersion(modules);
    nlohmann::json report = {
        {"text_bytes", text.size()},
        {"method",
         "tokenizer.json encode of the whole text (no special tokens), one thread, "
         "median of " +
             std::to_string(runs) +
             " after a warm-up; the binding's time is "
             "measured inside node around encode() and getIds()"}};
    if (node.isEmpty())
        report["tokenizers"] = "not measured: node is not installed";
    else if (modules.isEmpty())
        report["tokenizers"] =
            "not measured: no node_modules/tokenizers (ATLAS_NODE_TOKENIZERS, NODE_PATH, or "
            "scripts/tokenizer-fixtures.sh)";
    else
        report["tokenizers"] = "npm tokenizers " + version.toStdString() +
                               " (Hugging Face's Rust "
                               "code) under node";

    QTemporaryDir dir;
    const QString textPath = dir.filePath("text.txt");
    const bool binding = !modules.isEmpty() && dir.isValid();
    if (binding) writeFileAtomically(textPath.toStdString(), text);
    std::printf("\ntokenizer.json on %.2f MB of mixed text, one thread (%s):\n", megabytes,
                report["tokenizers"].get<std::string>().c_str());
    std::printf("%-8s %10s %9s %14s %9s %7s\n", "kind", "ours MB/s", "ids", "tokenizers MB/s",
                "×theirs", "ids =");
    for (const char* kind : kKinds) {
        const std::string json = fixtureTokenizer(kind);
        const hf::FastTokenizer tokenizer = hf::FastTokenizer::fromText(json, kind);
        std::vector<int> ids;
        const double seconds =
            medianSeconds([&] { ids = tokenizer.encode(text, false).ids; }, runs, 1);
        nlohmann::json row = {{"ours_mb_per_s", megabytes / seconds}, {"ids", ids.size()}};
        if (binding) {
            const QString jsonPath = dir.filePath(QString::fromLatin1(kind) + ".json");
            writeFileAtomically(jsonPath.toStdString(), json);
            const nlohmann::json theirs = measureBinding(node, modules, jsonPath, textPath, runs);
            if (theirs.contains("seconds")) {
                row["tokenizers_mb_per_s"] = megabytes / theirs["seconds"].get<double>();
                row["ours_over_tokenizers"] =
                    row["ours_mb_per_s"].get<double>() / row["tokenizers_mb_per_s"].get<double>();
                row["ids_equal"] = theirs["ids"].get<size_t>() == ids.size() &&
                                   theirs["hash"].get<uint32_t>() == idsHash(ids);
            } else {
                row["tokenizers"] = theirs["skipped"];
            }
        }
        report["kinds"][kind] = row;
        if (row.contains("tokenizers_mb_per_s"))
            std::printf("%-8s %10.2f %9zu %14.2f %9.2f %7s\n", kind,
                        row["ours_mb_per_s"].get<double>(), ids.size(),
                        row["tokenizers_mb_per_s"].get<double>(),
                        row["ours_over_tokenizers"].get<double>(),
                        row["ids_equal"].get<bool>() ? "yes" : "NO");
        else
            std::printf("%-8s %10.2f %9zu %14s %9s %7s\n", kind, row["ours_mb_per_s"].get<double>(),
                        ids.size(), "–", "–", "–");
    }
    std::fflush(stdout);
    return report;
}

}  // namespace atlas
