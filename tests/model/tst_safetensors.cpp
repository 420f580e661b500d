// SPEC §3: the safetensors reader refuses every lie by name, the writer round-trips, and a
// failed write leaves the old file alone.
#include <QTemporaryDir>
#include <QtTest>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <bit>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <limits>
#include <random>

#include "AtomicFile.h"
#include "FileSizeLimit.h"
#include "Safetensors.h"
#include "hub/MappedFile.h"

using namespace atlas;
namespace fs = std::filesystem;

namespace {

// A file from a header text and a data section, lying however the caller likes.
std::string fileWith(const std::string& header, const std::string& data = {},
                     uint64_t claimedLength = UINT64_MAX) {
    const uint64_t length = claimedLength == UINT64_MAX ? header.size() : claimedLength;
    std::string out;
    for (int i = 0; i < 8; ++i) out += char((length >> (8 * i)) & 0xff);
    return out + header + data;
}

// One tensor entry's JSON; the pieces are spliced in verbatim so they can be malformed.
std::string entryJson(const std::string& dtype, const std::string& shape,
                      const std::string& offsets) {
    return R"({"dtype":)" + dtype + R"(,"shape":)" + shape + R"(,"data_offsets":)" + offsets + "}";
}

std::string errorOf(const std::string& bytes) {
    try {
        SafetensorsFile::fromBytes(bytes);
    } catch (const CheckpointError& e) {
        return e.what();
    }
    return "<accepted>";
}

std::string readAll(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), {}};
}

void writeRaw(const std::string& path, const std::string& bytes) {
    std::ofstream(path, std::ios::binary) << bytes;
}

QStringList entriesOf(const QString& dir) {
    return QDir(dir).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
}

SafetensorsWriter sampleWriter() {
    SafetensorsWriter w;
    w.setMetadata("format", "attention-atlas/1");
    w.setMetadata("config", R"({"d_model": 4, "note": "ünïcode"})");
    const std::vector<float> f32 = {1.0f, -2.5f, 3.25f, 1e-30f, -0.0f, 65504.0f};
    w.addFloats("a.f32", DType::F32, {2, 3}, f32);
    const std::vector<float> f16 = {0.5f, -1.0f, 1024.0f, std::ldexp(1.0f, -24)};
    w.addFloats("b.f16", DType::F16, {4}, f16);
    const std::vector<float> bf16 = {1.0f, -2.5f, 3.0e38f, -1.0e-38f, 7.0f, 0.0f};
    w.addFloats("c.bf16", DType::BF16, {3, 1, 2}, bf16);
    w.addBytes("tokenizer.sentencepiece", std::string("\x00\xff\x01spm\x80", 7));
    return w;
}

// The brokenFile rows whose header parses but whose tensor entries lie.
template <typename Row>
void tensorEntryRows(const Row& row) {
    auto one = [](const std::string& entry) { return R"({"w":)" + entry + "}"; };
    const std::string eight(8, '\0');
    const std::string f32 = R"("F32")";
    row("entry not object", fileWith(R"({"w":5})"), "tensor 'w': header entry is not an object");
    row("dtype F64", fileWith(one(entryJson(R"("F64")", "[1]", "[0,8]")), eight),
        "tensor 'w': unsupported dtype \"F64\"");
    row("dtype I32", fileWith(one(entryJson(R"("I32")", "[2]", "[0,8]")), eight),
        "tensor 'w': unsupported dtype \"I32\"");
    row("dtype lower case", fileWith(one(entryJson(R"("f32")", "[2]", "[0,8]")), eight),
        "tensor 'w': unsupported dtype \"f32\"");
    row("dtype number", fileWith(one(entryJson("4", "[2]", "[0,8]")), eight),
        "tensor 'w': dtype must be a string");
    row("dtype missing", fileWith(R"({"w":{"shape":[2],"data_offsets":[0,8]}})", eight),
        "tensor 'w': dtype missing");
    row("shape number", fileWith(one(entryJson(f32, "2", "[0,8]")), eight), "tensor 'w': shape");
    row("shape negative", fileWith(one(entryJson(f32, "[-1,-2]", "[0,8]")), eight),
        "tensor 'w': shape must be a list of non-negative integers");
    row("shape float", fileWith(one(entryJson(f32, "[2.0]", "[0,8]")), eight),
        "tensor 'w': shape must be a list of non-negative integers");
    row("shape string", fileWith(one(entryJson(f32, R"(["2"])", "[0,8]")), eight),
        "tensor 'w': shape must be a list of non-negative integers");
    row("shape past long long",
        fileWith(one(entryJson(f32, "[9223372036854775808]", "[0,8]")), eight),
        "tensor 'w': shape must be a list of non-negative integers");
    row("shape missing", fileWith(R"({"w":{"dtype":"F32","data_offsets":[0,8]}})", eight),
        "tensor 'w': shape missing");
    row("elements overflow", fileWith(one(entryJson(f32, "[4294967296,4294967296]", "[0,0]"))),
        "tensor 'w': shape [4294967296, 4294967296] overflows");
    row("bytes overflow", fileWith(one(entryJson(f32, "[2305843009213693952,2]", "[0,0]"))),
        "tensor 'w': shape [2305843009213693952, 2] overflows");
    row("offsets missing", fileWith(R"({"w":{"dtype":"F32","shape":[2]}})", eight),
        "tensor 'w': data_offsets missing");
    row("offsets one", fileWith(one(entryJson(f32, "[2]", "[8]")), eight),
        "tensor 'w': data_offsets must be two non-negative integers");
    row("offsets three", fileWith(one(entryJson(f32, "[2]", "[0,8,8]")), eight),
        "tensor 'w': data_offsets must be two non-negative integers");
    row("offsets negative", fileWith(one(entryJson(f32, "[2]", "[-8,0]")), eight),
        "tensor 'w': data_offsets must be two non-negative integers");
    row("offsets float", fileWith(one(entryJson(f32, "[2]", "[0,8.0]")), eight),
        "tensor 'w': data_offsets must be two non-negative integers");
    row("offsets object", fileWith(one(entryJson(f32, "[2]", R"({"a":0})")), eight),
        "tensor 'w': data_offsets must be two non-negative integers");
    row("offsets reversed", fileWith(one(entryJson(f32, "[0]", "[8,0]")), eight),
        "tensor 'w': data_offsets begin 8 after end 0");
    row("span too short", fileWith(one(entryJson(f32, "[2]", "[0,4]")), eight),
        "tensor 'w': data_offsets span 4 bytes but shape [2] of F32 needs 8");
    row("span too long", fileWith(one(entryJson(R"("BF16")", "[2]", "[0,8]")), eight),
        "tensor 'w': data_offsets span 8 bytes but shape [2] of BF16 needs 4");
    row("end beyond data",
        fileWith(R"({"encoder.layers.0.self_attn.q_proj.weight":)" +
                     entryJson(f32, "[32,32]", "[0,4096]") + "}",
                 std::string(1000, '\0')),
        "tensor 'encoder.layers.0.self_attn.q_proj.weight': data_offsets end 4096 beyond data "
        "size 1000 (truncated?)");
    row("end past 2^64 span",
        fileWith(one(entryJson(f32, "[2]", "[18446744073709551608,18446744073709551615]")), eight),
        "tensor 'w': data_offsets span 7 bytes");
    row("overlap",
        fileWith(R"({"first":)" + entryJson(f32, "[2]", "[0,8]") + R"(,"second":)" +
                     entryJson(f32, "[2]", "[4,12]") + "}",
                 std::string(12, '\0')),
        "tensor 'second': data [4, 12) overlaps tensor 'first' [0, 8)");
    row("same span twice",
        fileWith(R"({"a":)" + entryJson(f32, "[2]", "[0,8]") + R"(,"b":)" +
                     entryJson(R"("U8")", "[8]", "[0,8]") + "}",
                 eight),
        "tensor 'b': data [0, 8) overlaps tensor 'a' [0, 8)");
    row("listed twice",
        fileWith(R"({"w":)" + entryJson(f32, "[1]", "[0,4]") + R"(,"w":)" +
                     entryJson(f32, "[1]", "[4,8]") + "}",
                 eight),
        "tensor 'w': listed twice in the header");
}

}  // namespace

class TestSafetensors : public QObject {
    Q_OBJECT

private slots:
    void roundTrip();
    void roundTripThroughFile();
    void headerIsPaddedWithSpaces();
    void emptyAndScalarTensors();
    void missingTensorAndU8Floats();
    void writerRefusesBadInput();
    void brokenFile_data();
    void brokenFile();
    void messageIsOneLine();
    void everyTruncationIsRefused();
    void corruptedBytesNeverCrash();
    void loadErrorsNameThePath();
    void loadRefusesHugeFile();
    void zeroDimensionAfterHugeOnesCountsNoElements();
    void writeToMissingDirectoryThrows();
    void failedRenameLeavesNoTemporary();
    void fullDiskKeepsOldFile();
    void overwriteKeepsPermissions();
    void droppedPagesLeaveTheProcessAndReadAgain();
};

void TestSafetensors::roundTrip() {
    const std::string bytes = sampleWriter().toBytes();

    uint64_t headerLength = 0;
    for (int i = 7; i >= 0; --i) headerLength = headerLength << 8 | uint8_t(bytes[i]);
    QCOMPARE(headerLength % 8, uint64_t(0));
    QVERIFY(bytes.substr(8, headerLength).find('\n') == std::string::npos);  // compact

    const SafetensorsFile file = SafetensorsFile::fromBytes(bytes);
    QCOMPARE(file.metadata().size(), size_t(2));
    QCOMPARE(file.metadata().at("format"), std::string("attention-atlas/1"));
    QCOMPARE(file.metadata().at("config"), std::string(R"({"d_model": 4, "note": "ünïcode"})"));
    QCOMPARE(file.tensors().size(), size_t(4));

    // Sorted by name and contiguous from offset 0.
    size_t offset = 0;
    for (const auto& [name, entry] : file.tensors()) {
        QCOMPARE(entry.begin, offset);
        offset = entry.end;
    }
    QCOMPARE(8 + headerLength + offset, uint64_t(bytes.size()));

    const TensorEntry& a = file.entry("a.f32");
    QCOMPARE(a.dtype, DType::F32);
    QCOMPARE(a.shape, (std::vector<long long>{2, 3}));
    QCOMPARE(a.elementCount(), 6LL);
    const auto af = file.floats("a.f32");
    QCOMPARE(af, (std::vector<float>{1.0f, -2.5f, 3.25f, 1e-30f, -0.0f, 65504.0f}));
    QVERIFY(std::signbit(af[4]));

    QCOMPARE(file.entry("b.f16").dtype, DType::F16);
    QCOMPARE(file.entry("b.f16").shape, (std::vector<long long>{4}));
    QCOMPARE(file.floats("b.f16"),
             (std::vector<float>{0.5f, -1.0f, 1024.0f, std::ldexp(1.0f, -24)}));

    const TensorEntry& c = file.entry("c.bf16");
    QCOMPARE(c.dtype, DType::BF16);
    QCOMPARE(c.shape, (std::vector<long long>{3, 1, 2}));
    const auto cf = file.floats("c.bf16");
    const std::vector<float> cIn = {1.0f, -2.5f, 3.0e38f, -1.0e-38f, 7.0f, 0.0f};
    for (size_t i = 0; i < cIn.size(); ++i)
        QCOMPARE(cf[i], bfloat16ToFloat(floatToBfloat16(cIn[i])));
    QVERIFY(cf[2] != 3.0e38f);  // really rounded to 8 bits of mantissa

    QCOMPARE(file.entry("tokenizer.sentencepiece").dtype, DType::U8);
    QCOMPARE(file.entry("tokenizer.sentencepiece").shape, (std::vector<long long>{7}));
    QCOMPARE(file.bytes("tokenizer.sentencepiece"), std::string_view("\x00\xff\x01spm\x80", 7));
    QCOMPARE(file.bytes("b.f16").size(), size_t(8));
    QCOMPARE(file.bytes("b.f16").substr(0, 2), std::string_view("\x00\x38", 2));  // 0.5, LE
}

void TestSafetensors::roundTripThroughFile() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string path = dir.filePath("m.safetensors").toStdString();
    const SafetensorsWriter writer = sampleWriter();
    writer.write(path);
    QCOMPARE(readAll(path), writer.toBytes());
    const SafetensorsFile file = SafetensorsFile::load(path);
    QCOMPARE(file.floats("a.f32")[1], -2.5f);
    QCOMPARE(entriesOf(dir.path()), QStringList{"m.safetensors"});
}

// Header lengths of every residue mod 8 come out padded with spaces to a multiple of 8.
void TestSafetensors::headerIsPaddedWithSpaces() {
    QSet<uint64_t> unpaddedResidues;
    for (int extra = 0; extra < 8; ++extra) {
        SafetensorsWriter w;
        w.setMetadata("k", std::string(size_t(extra), 'v'));
        w.addBytes("t", "xyz");
        const std::string bytes = w.toBytes();
        uint64_t length = 0;
        for (int i = 7; i >= 0; --i) length = length << 8 | uint8_t(bytes[i]);
        QCOMPARE(length % 8, uint64_t(0));
        const std::string header = bytes.substr(8, length);
        const size_t close = header.rfind('}');
        QVERIFY(close != std::string::npos);
        QCOMPARE(header.find_first_not_of(' ', close + 1), std::string::npos);
        unpaddedResidues.insert((close + 1) % 8);
        QCOMPARE(bytes.substr(8 + length), std::string("xyz"));
    }
    QCOMPARE(unpaddedResidues.size(), 8);
}

void TestSafetensors::emptyAndScalarTensors() {
    SafetensorsWriter w;
    const float one = 1.0f;
    w.addFloats("empty", DType::F32, {0, 5}, {});
    w.addFloats("scalar", DType::F32, {}, std::span<const float>(&one, 1));
    w.addBytes("none", "");
    const SafetensorsFile file = SafetensorsFile::fromBytes(w.toBytes());
    QVERIFY(file.metadata().empty());
    QCOMPARE(file.entry("empty").shape, (std::vector<long long>{0, 5}));
    QVERIFY(file.floats("empty").empty());
    QCOMPARE(file.entry("scalar").elementCount(), 1LL);
    QCOMPARE(file.floats("scalar"), std::vector<float>{1.0f});
    QVERIFY(file.bytes("none").empty());

    // An empty tensor inside another's span holds no bytes, so it is no overlap.
    const std::string header = R"({"a":)" + entryJson(R"("F32")", "[2]", "[0,8]") + R"(,"e":)" +
                               entryJson(R"("F32")", "[0]", "[4,4]") + "}";
    QCOMPARE(errorOf(fileWith(header, std::string(8, '\0'))), std::string("<accepted>"));
}

void TestSafetensors::missingTensorAndU8Floats() {
    const SafetensorsFile file = SafetensorsFile::fromBytes(sampleWriter().toBytes());
    QVERIFY(file.contains("a.f32"));
    QVERIFY(!file.contains("nope"));
    QVERIFY_THROWS_EXCEPTION(CheckpointError, file.entry("nope"));
    try {
        file.entry("encoder.norm.weight");
        QFAIL("missing tensor accepted");
    } catch (const CheckpointError& e) {
        QCOMPARE(std::string(e.what()), std::string("tensor 'encoder.norm.weight': missing"));
    }
    QVERIFY_THROWS_EXCEPTION(CheckpointError, file.floats("nope"));
    QVERIFY_THROWS_EXCEPTION(CheckpointError, file.bytes("nope"));
    try {
        file.floats("tokenizer.sentencepiece");
        QFAIL("U8 widened to floats");
    } catch (const CheckpointError& e) {
        QVERIFY(std::string(e.what()).find("tensor 'tokenizer.sentencepiece'") == 0);
        QVERIFY(std::string(e.what()).find("U8") != std::string::npos);
    }
}

void TestSafetensors::writerRefusesBadInput() {
    SafetensorsWriter w;
    const std::vector<float> three = {1, 2, 3};
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, w.addFloats("x", DType::F32, {2, 2}, three));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, w.addFloats("x", DType::F32, {-1, -3}, three));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, w.addFloats("x", DType::U8, {3}, three));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             w.addFloats("__metadata__", DType::F32, {3}, three));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, w.addBytes("bad\xff", "x"));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, w.setMetadata("k", "bad\xc3"));
    w.addFloats("x", DType::F32, {3}, three);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, w.addBytes("x", "again"));
    QCOMPARE(SafetensorsFile::fromBytes(w.toBytes()).tensors().size(), size_t(1));
}

void TestSafetensors::brokenFile_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("expected");  // the message must contain this

    auto row = [](const char* name, const std::string& bytes, const std::string& expected) {
        QTest::newRow(name) << QByteArray(bytes.data(), qsizetype(bytes.size()))
                            << QString::fromStdString(expected);
    };
    auto one = [](const std::string& entry) { return R"({"w":)" + entry + "}"; };
    const std::string eight(8, '\0');

    row("empty file", "", "shorter than the 8-byte header length");
    row("seven bytes", std::string(7, '\0'), "shorter than the 8-byte header length");
    row("header past end", fileWith("{}", "", 1000),
        "header: length 1000 beyond file size 10 (truncated?)");
    row("header absurd", fileWith("{}", "", 1ull << 40), "absurd");
    row("header 2^64-2", fileWith("{}", "", UINT64_MAX - 1), "absurd");
    // Other files: their first bytes are no length to quote.
    row("text file", "hello, world: a text file\n", "file: not a safetensors file");
    row("eight bytes", std::string(8, 'x'), "file: not a safetensors file");
    row("png", std::string("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16), "file: not a safetensors file");
    row("header empty", fileWith(""), "header: not valid JSON");
    row("not json", fileWith("{not json"), "header: not valid JSON");
    row("trailing garbage", fileWith("{} x"), "header: not valid JSON");
    row("bad utf-8 key", fileWith("{\"\xff\":1}"), "header: not valid JSON");
    row("bad utf-8 dtype", fileWith(one(entryJson("\"F3\xc0\"", "[2]", "[0,8]")), eight),
        "header: not valid JSON");
    row("not an object", fileWith("[1,2]"), "header: not a JSON object");
    row("metadata list", fileWith(R"({"__metadata__":[1]})"), "__metadata__: must be an object");
    row("metadata null", fileWith(R"({"__metadata__":null})"), "__metadata__: must be an object");
    row("metadata number", fileWith(R"({"__metadata__":{"format":1}})"),
        "__metadata__.format: must be a string");
    tensorEntryRows(row);
}

void TestSafetensors::brokenFile() {
    QFETCH(QByteArray, bytes);
    QFETCH(QString, expected);
    const std::string message = errorOf(bytes.toStdString());
    QVERIFY2(message.find(expected.toStdString()) != std::string::npos,
             qPrintable("message was: " + QString::fromStdString(message)));
    QVERIFY2(message.find('\n') == std::string::npos, message.c_str());
}

void TestSafetensors::messageIsOneLine() {
    const std::string header = "{\"evil\\nname\":" + entryJson(R"("F64")", "[1]", "[0,8]") + "}";
    const std::string message = errorOf(fileWith(header, std::string(8, '\0')));
    QCOMPARE(message, std::string(R"(tensor 'evil\x0aname': unsupported dtype "F64")"
                                  " (expected F32, F16, BF16 or U8)"));
    const std::string longName(5000, 'n');
    const std::string longMessage =
        errorOf(fileWith("{\"" + longName + "\":" + entryJson(R"("F64")", "[1]", "[0,8]") + "}",
                         std::string(8, '\0')));
    QVERIFY2(longMessage.size() < 400, longMessage.c_str());
}

void TestSafetensors::everyTruncationIsRefused() {
    const std::string bytes = sampleWriter().toBytes();
    QVERIFY(bytes.size() > 64);
    for (size_t length = 0; length < bytes.size(); ++length) {
        const std::string message = errorOf(bytes.substr(0, length));
        QVERIFY2(message != "<accepted>",
                 qPrintable(QString("accepted %1 of %2 bytes").arg(length).arg(bytes.size())));
    }
    for (int sixteenth = 1; sixteenth < 16; ++sixteenth) {
        const size_t length = bytes.size() * size_t(sixteenth) / 16;
        QVERIFY(errorOf(bytes.substr(0, length)).find("truncated?") != std::string::npos);
    }
    QCOMPARE(errorOf(bytes), std::string("<accepted>"));
}

// Random damage must end as a refusal or a file whose every view stays inside its buffer.
void TestSafetensors::corruptedBytesNeverCrash() {
    const std::string bytes = sampleWriter().toBytes();
    std::mt19937 rng(1234);
    int refused = 0;
    for (int trial = 0; trial < 20000; ++trial) {
        std::string damaged = bytes;
        const int flips = 1 + int(rng() % 4);
        for (int i = 0; i < flips; ++i) damaged[rng() % damaged.size()] = char(rng());
        try {
            const SafetensorsFile file = SafetensorsFile::fromBytes(damaged);
            for (const auto& [name, entry] : file.tensors()) {
                const std::string_view raw = file.bytes(name);
                QCOMPARE(raw.size(), entry.end - entry.begin);
                if (entry.dtype != DType::U8)
                    QCOMPARE(file.floats(name).size(), size_t(entry.elementCount()));
            }
        } catch (const CheckpointError&) {
            ++refused;
        }
    }
    QVERIFY(refused > 100);
}

void TestSafetensors::loadErrorsNameThePath() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string missing = dir.filePath("absent.safetensors").toStdString();
    try {
        SafetensorsFile::load(missing);
        QFAIL("missing file loaded");
    } catch (const CheckpointError& e) {
        QVERIFY2(std::string(e.what()).find(missing) != std::string::npos, e.what());
    }
    try {
        SafetensorsFile::load(dir.path().toStdString());
        QFAIL("directory loaded");
    } catch (const CheckpointError& e) {
        QVERIFY2(std::string(e.what()).find(dir.path().toStdString()) != std::string::npos,
                 e.what());
    }
    const std::string broken = dir.filePath("broken.safetensors").toStdString();
    writeRaw(broken, "abc");
    QVERIFY_THROWS_EXCEPTION(CheckpointError, SafetensorsFile::load(broken));
}

void TestSafetensors::loadRefusesHugeFile() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string path = dir.filePath("huge.safetensors").toStdString();
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT, 0644);
    QVERIFY(fd >= 0);
    const bool sparse = ::ftruncate(fd, (4LL << 30) + 1) == 0;  // holes cost no disk
    ::close(fd);
    if (!sparse) QSKIP("this file system cannot hold a sparse 4 GiB file");
    try {
        SafetensorsFile::load(path);
        QFAIL("4 GiB file accepted");
    } catch (const CheckpointError& e) {
        QVERIFY2(std::string(e.what()).find("4 GiB") != std::string::npos, e.what());
        QVERIFY2(std::string(e.what()).find(path) != std::string::npos, e.what());
    }
}

void TestSafetensors::writeToMissingDirectoryThrows() {
    for (const std::string path :
         {"/nonexistent-atlas-dir/x.safetensors", "/proc/nonexistent/x.safetensors"}) {
        try {
            writeFileAtomically(path, "data");
            QFAIL("write into a missing directory succeeded");
        } catch (const std::runtime_error& e) {
            QVERIFY2(std::string(e.what()).find(path) != std::string::npos, e.what());
        }
    }
    QVERIFY_THROWS_EXCEPTION(std::runtime_error,
                             sampleWriter().write("/nonexistent-atlas-dir/x.safetensors"));
}

// The temporary is written and flushed, then the rename fails: it must be removed.
void TestSafetensors::failedRenameLeavesNoTemporary() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(QDir(dir.path()).mkdir("target"));
    const std::string path = dir.filePath("target").toStdString();
    try {
        writeFileAtomically(path, "data");
        QFAIL("renamed a file over a directory");
    } catch (const std::runtime_error& e) {
        QVERIFY2(std::string(e.what()).find(path) != std::string::npos, e.what());
    }
    QCOMPARE(entriesOf(dir.path()), QStringList{"target"});
    QVERIFY(fs::is_directory(path));
}

// A file-size limit makes write() fail part-way, as a full disk would.
void TestSafetensors::fullDiskKeepsOldFile() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string path = dir.filePath("m.safetensors").toStdString();
    const std::string old = "old contents";
    writeFileAtomically(path, old);

    std::string message;
    {
        const FileSizeLimit limit(1024);
        QVERIFY(limit.ok());
        try {
            writeFileAtomically(path, std::string(64 * 1024, 'x'));
        } catch (const std::runtime_error& e) {
            message = e.what();
        }
    }

    QVERIFY2(message.find(path) != std::string::npos, message.c_str());
    QCOMPARE(readAll(path), old);
    QCOMPARE(entriesOf(dir.path()), QStringList{"m.safetensors"});
}

void TestSafetensors::overwriteKeepsPermissions() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string path = dir.filePath("m.safetensors").toStdString();
    const mode_t savedMask = ::umask(022);
    writeFileAtomically(path, "first");
    ::umask(savedMask);
    struct stat st {};
    QVERIFY(::stat(path.c_str(), &st) == 0);
    QCOMPARE(st.st_mode & 0777, mode_t(0644));  // a new file follows the umask, unlike mkstemp

    QVERIFY(::chmod(path.c_str(), 0640) == 0);
    sampleWriter().write(path);
    QVERIFY(::stat(path.c_str(), &st) == 0);
    QCOMPARE(st.st_mode & 0777, mode_t(0640));
    QCOMPARE(readAll(path), sampleWriter().toBytes());
    QCOMPARE(entriesOf(dir.path()), QStringList{"m.safetensors"});
}

// U8 [2^62, 3, 0] holds no bytes and is accepted; multiplying its dimensions in order went past
// 2^63 in a signed product (undefined: UBSan's signed-integer-overflow) before the 0 came.
void TestSafetensors::zeroDimensionAfterHugeOnesCountsNoElements() {
    const std::string header =
        "{\"t\":" + entryJson("\"U8\"", "[4611686018427387904, 3, 0]", "[0, 0]") + "}";
    const SafetensorsFile file = SafetensorsFile::fromBytes(fileWith(header));
    QCOMPARE(file.entry("t").elementCount(), 0LL);
    TensorEntry unchecked;  // not from a file: overflow is reported, not wrapped
    unchecked.shape = {1LL << 62, 3};
    QVERIFY_THROWS_EXCEPTION(std::overflow_error, unchecked.elementCount());
}

namespace {

// The resident kilobytes of the mapping that starts at `address` (/proc/self/smaps).
long residentKb(const void* address) {
    std::ifstream smaps("/proc/self/smaps");
    char start[32];
    std::snprintf(start, sizeof start, "%lx-", (unsigned long)(uintptr_t)address);
    bool inside = false;
    for (std::string line; std::getline(smaps, line);) {
        if (!line.empty() && std::isxdigit((unsigned char)line[0]) &&
            line.find('-') != std::string::npos && line.find(' ') > line.find('-'))
            inside = line.rfind(start, 0) == 0;
        else if (inside && line.rfind("Rss:", 0) == 0)
            return std::stol(line.substr(4));
    }
    return -1;
}

}  // namespace

// A GPT-2 folder's Conv1D matrices are copied transposed when it opens (HubTensors::conv1d):
// the pages they were read from leave the process, and read the same bytes if read again.
void TestSafetensors::droppedPagesLeaveTheProcessAndReadAgain() {
    QTemporaryDir dir;
    const std::string path = dir.filePath("weights.bin").toStdString();
    std::string bytes(4 << 20, '\0');
    for (size_t i = 0; i < bytes.size(); ++i) bytes[i] = char(i * 7 + i / 4096);
    std::ofstream(path, std::ios::binary).write(bytes.data(), std::streamsize(bytes.size()));
    const MappedFile file(path);
    const std::string_view mapped = file.bytes();
    long sum = 0;
    for (size_t i = 0; i < mapped.size(); i += 512) sum += mapped[i];  // every page read
    QVERIFY(sum != 0);
    QVERIFY2(residentKb(mapped.data()) >= 4000,
             qPrintable(QString::number(residentKb(mapped.data()))));
    // Not page-aligned at either end: the pages partly outside stay.
    MappedFile::dropPages(mapped.substr(100, mapped.size() - 200));
    QVERIFY2(residentKb(mapped.data()) <= 8,
             qPrintable(QString::number(residentKb(mapped.data()))));
    QVERIFY(mapped == std::string_view(bytes));
}

QTEST_APPLESS_MAIN(TestSafetensors)
#include "tst_safetensors.moc"
