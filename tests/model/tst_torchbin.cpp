// SPEC §5, pytorch_model.bin: the files torch.save writes (TorchBinWriter, byte for byte) read
// back exactly in every dtype, through shared storages and strides; hostile files refused with
// a message naming the file and the problem, and nothing in a pickle ever run.

#include <QTemporaryDir>
#include <QtTest>

#include <cstring>
#include <fstream>

#include "TorchBinWriter.h"
#include "hub/TorchCheckpoint.h"
#include "hub/TorchPickle.h"
#include "hub/ZipArchive.h"

using namespace atlas;

namespace {

std::vector<float> iota(size_t n, float start = 0, float step = 1) {
    std::vector<float> v(n);
    for (size_t i = 0; i < n; ++i) v[i] = start + step * float(i);
    return v;
}

// What a stored value reads back as: rounded to dtype, then widened.
float roundTrip(DType dtype, float v) {
    if (dtype == DType::F16) return halfToFloat(floatToHalf(v));
    if (dtype == DType::BF16) return bfloat16ToFloat(floatToBfloat16(v));
    return v;
}

bool sameBits(const std::vector<float>& a, const std::vector<float>& b) {
    return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size() * sizeof(float)) == 0;
}

std::string le(uint64_t value, int bytes) {
    std::string out;
    for (int i = 0; i < bytes; ++i)
        out += char(i < 8 ? (value >> (8 * i)) & 0xff : 0);  // no shift by 64
    return out;
}

void patch(std::string& bytes, size_t at, uint64_t value, int width) {
    bytes.replace(at, size_t(width), le(value, width));
}

// A file of this pickle and the entries a torch file has beside it.
std::string withPickle(const std::string& pickle, std::vector<TorchBinWriter::ZipEntry> more = {}) {
    more.insert(more.begin(), {"archive/data.pkl", pickle});
    more.push_back({"archive/version", "3\n"});
    return TorchBinWriter::zip(more);
}

// The pickle of one F32 tensor "w" of shape (2, 3) over storage "0" of `numel` elements.
std::string onePickle(int numel = 6) {
    TorchBinWriter w;
    w.addView("w", w.addStorage(DType::F32, iota(size_t(numel))), 0, {2, 3}, {3, 1});
    return w.pickle();
}

// A literal's bytes, NULs included.
template <size_t N>
QByteArray raw(const char (&literal)[N]) {
    return QByteArray(literal, N - 1);
}

// The offset of the last central directory header of `zip`.
size_t lastCentral(const std::string& zip) {
    return zip.rfind(std::string("PK\x01\x02", 4));
}

// The fuzz seeds, a few hundred bytes each. The first is what torch 1.13 wrote for
// torch.save(OrderedDict(a=…, b=…, v1=…, v2=…, t=a.t()), "x.bin") (hence the folder "x"): the
// writer must give it byte for byte.
std::vector<std::pair<std::string, TorchBinWriter>> seedWriters() {
    std::vector<std::pair<std::string, TorchBinWriter>> seeds(3);
    TorchBinWriter& torch113 = seeds[0].second;
    seeds[0].first = "torch-1.13";
    torch113.options().prefix = "x";
    torch113.options().byteorder = false;
    const int a = torch113.add("a", DType::F32, {2, 3}, iota(6));
    torch113.add("b", DType::F16, {2}, std::vector<float>{1.5f, -2.0f});
    const int base = torch113.addStorage(DType::BF16, iota(10));
    torch113.addView("v1", base, 2, {3}, {1});
    torch113.addView("v2", base, 4, {2, 3}, {3, 1});
    torch113.addView("t", a, 0, {3, 2}, {1, 3});
    TorchBinWriter& shared = seeds[1].second;
    seeds[1].first = "bf16-shared-zip64";
    shared.options().zip.zip64Entries = true;
    const int s = shared.add("embed", DType::BF16, {3, 2}, iota(6, -1, 0.25f));
    shared.addView("lm_head.T", s, 0, {2, 3}, {1, 2});
    shared.addView("row", s, 2, {2}, {1});
    TorchBinWriter& metadata = seeds[2].second;
    seeds[2].first = "f16-metadata-plain";
    metadata.options().zip.zip64End = false;
    metadata.options().stateDictMetadata = true;
    metadata.options().prefix = "pytorch_model";
    metadata.add("layer.0.weight", DType::F16, {2, 2, 1, 1, 2}, iota(8, 0.5f));
    metadata.add("layer.0.bias", DType::F16, {}, std::vector<float>{3.0f});
    return seeds;
}

std::string readAll(const QString& path) {
    std::ifstream in(path.toStdString(), std::ios::binary);
    return {std::istreambuf_iterator<char>(in), {}};
}

}  // namespace

class TestTorchBin : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    int files_ = 0;

    std::string save(const std::string& bytes) {
        const std::string path = dir_.filePath(QString("f%1.bin").arg(files_++)).toStdString();
        std::ofstream(path, std::ios::binary) << bytes;
        return path;
    }
    // The refusal's message, or "<accepted>" when the file opens and every tensor reads.
    std::string outcome(const std::string& bytes, std::string* path = nullptr) {
        const std::string file = save(bytes);
        if (path) *path = file;
        try {
            const TorchCheckpoint checkpoint(file);
            for (const std::string& name : checkpoint.names()) checkpoint.floats(name);
        } catch (const CheckpointError& e) {
            return e.what();
        }
        return "<accepted>";
    }
    void expectRefused(const std::string& bytes, const QString& reason) {
        std::string path;
        const QString message = QString::fromStdString(outcome(bytes, &path));
        QVERIFY2(message.startsWith(QString::fromStdString("'" + path + "': ")),
                 qPrintable(message));
        QVERIFY2(message.contains(reason), qPrintable(message));
    }

private slots:
    void roundTripsEveryDtype_data() {
        QTest::addColumn<int>("dtype");
        QTest::newRow("F32") << int(DType::F32);
        QTest::newRow("F16") << int(DType::F16);
        QTest::newRow("BF16") << int(DType::BF16);
    }

    void roundTripsEveryDtype() {
        QFETCH(int, dtype);
        const DType type = DType(dtype);
        const std::vector<float> values = {0.0f,      -0.0f,   1.5f,     -2.0f,
                                           65504.0f,  1e-3f,   3.14159f, 1.0f / 3,
                                           -7.25e-5f, 1024.5f, INFINITY, -INFINITY};
        TorchBinWriter w;
        w.add("m.weight", type, {3, 4}, values);
        w.add("scalar", type, {}, std::vector<float>{-0.5f});
        w.add("empty", type, {0, 3}, std::vector<float>{});
        w.add("rank5", type, {1, 2, 1, 3, 2}, iota(12, -3, 0.5f));
        const std::string path = save(w.toBytes());
        const TorchCheckpoint checkpoint(path);
        QCOMPARE(checkpoint.names(),
                 (std::vector<std::string>{"empty", "m.weight", "rank5", "scalar"}));
        const TensorSource::Info* info = checkpoint.find("m.weight");
        QVERIFY(info);
        QCOMPARE(int(info->dtype), dtype);
        QCOMPARE(info->shape, (std::vector<long long>{3, 4}));
        QVERIFY(!checkpoint.find("absent"));
        std::vector<float> expected;
        for (float v : values) expected.push_back(roundTrip(type, v));
        QVERIFY(sameBits(checkpoint.floats("m.weight"), expected));
        QVERIFY(sameBits(checkpoint.floats("scalar"), {-0.5f}));
        QVERIFY(checkpoint.floats("empty").empty());
        QCOMPARE(checkpoint.find("empty")->shape, (std::vector<long long>{0, 3}));
        QVERIFY(sameBits(checkpoint.floats("rank5"), iota(12, -3, 0.5f)));
        try {
            checkpoint.floats("absent");
            QFAIL("an absent tensor read");
        } catch (const CheckpointError& e) {
            QCOMPARE(std::string(e.what()), "'" + path + "': no tensor 'absent'");
        }
    }

    // The zip's variants torch writes: zip64 fields for entries past 4 GiB, with or without the
    // zip64 end records, a module's _metadata, any top folder; and many tensors (batches of
    // SETITEMS, 4-byte memo indices, 2- and 4-byte ints).
    void readsEveryLayoutTorchWrites_data() {
        QTest::addColumn<bool>("zip64Entries");
        QTest::addColumn<bool>("zip64End");
        QTest::addColumn<bool>("metadata");
        QTest::newRow("torch 1.13") << false << true << false;
        QTest::newRow("zip64 entries") << true << true << true;
        QTest::newRow("plain zip") << false << false << true;
    }

    void readsEveryLayoutTorchWrites() {
        QFETCH(bool, zip64Entries);
        QFETCH(bool, zip64End);
        QFETCH(bool, metadata);
        TorchBinWriter w;
        w.options().zip = {zip64Entries, zip64End};
        w.options().stateDictMetadata = metadata;
        w.options().prefix = "pytorch_model";
        for (int i = 0; i < 1500; ++i)
            w.add(QString("t%1").arg(i).toStdString(), DType::F32, {2}, iota(2, float(i)));
        w.add("big", DType::BF16, {70000}, iota(70000, 0, 0));
        const TorchCheckpoint checkpoint(save(w.toBytes()));
        QCOMPARE(checkpoint.names().size(), size_t(1501));
        QVERIFY(sameBits(checkpoint.floats("t1499"), {1499.0f, 1500.0f}));
        QVERIFY(sameBits(checkpoint.floats("big"), std::vector<float>(70000, 0.0f)));
    }

    // Two views of one storage at different offsets (tied weights, slices of a fused matrix).
    void sharedStoragesAndOffsets() {
        TorchBinWriter w;
        const int s = w.addStorage(DType::F16, iota(10));
        w.addView("first", s, 0, {2, 2}, {2, 1});
        w.addView("second", s, 4, {3, 2}, {2, 1});
        w.addView("tied", s, 4, {3, 2}, {2, 1});
        w.addView("middle", s, 3, {2}, {1});
        const TorchCheckpoint checkpoint(save(w.toBytes()));
        QVERIFY(sameBits(checkpoint.floats("first"), {0, 1, 2, 3}));
        QVERIFY(sameBits(checkpoint.floats("second"), {4, 5, 6, 7, 8, 9}));
        QVERIFY(sameBits(checkpoint.floats("tied"), checkpoint.floats("second")));
        QVERIFY(sameBits(checkpoint.floats("middle"), {3, 4}));
    }

    // Strides walked, whatever their order: a transposed matrix, a permuted 3-D view, a slice
    // with a step, a dimension of one with a stride that means nothing.
    void nonContiguousStrides() {
        TorchBinWriter w;
        const int a = w.add("a", DType::F32, {2, 3}, iota(6));
        w.addView("a.T", a, 0, {3, 2}, {1, 3});
        const int c = w.add("cube", DType::BF16, {2, 3, 4}, iota(24));
        w.addView("cube.permuted", c, 0, {4, 2, 3}, {1, 12, 4});
        w.addView("every.other", a, 1, {2, 1}, {3, 2});
        w.addView("unit.dim", a, 2, {1, 2}, {1000000, 3});
        const TorchCheckpoint checkpoint(save(w.toBytes()));
        QVERIFY(sameBits(checkpoint.floats("a.T"), {0, 3, 1, 4, 2, 5}));
        std::vector<float> permuted;
        for (int k = 0; k < 4; ++k)
            for (int i = 0; i < 2; ++i)
                for (int j = 0; j < 3; ++j) permuted.push_back(float(12 * i + 4 * j + k));
        QVERIFY(sameBits(checkpoint.floats("cube.permuted"), permuted));
        QVERIFY(sameBits(checkpoint.floats("every.other"), {1, 4}));
        QVERIFY(sameBits(checkpoint.floats("unit.dim"), {2, 5}));
    }

    void refusesGlobalsBeyondTheWhitelist_data() {
        QTest::addColumn<QByteArray>("pickle");
        QTest::addColumn<QString>("global");
        // os.system("ls"): the classic; the pickle stops right after it, before STOP.
        QTest::newRow("os system") << raw("\x80\x02"
                                          "cos\nsystem\nq\x00X\x02\x00\x00\x00ls\x85R.")
                                   << "'os.system'";
        QTest::newRow("os system, truncated after") << raw("\x80\x02"
                                                           "cos\nsystem\n")
                                                    << "'os.system'";
        QTest::newRow("builtins eval (STACK_GLOBAL)") << raw("\x80\x04\x8c\x08"
                                                             "builtins\x94\x8c\x04"
                                                             "eval\x94\x93\x94.")
                                                      << "'builtins.eval'";
        QTest::newRow("__builtin__ getattr") << raw("\x80\x02"
                                                    "c__builtin__\ngetattr\n.")
                                             << "'__builtin__.getattr'";
        QTest::newRow("torch DoubleStorage") << raw("\x80\x02"
                                                    "ctorch\nDoubleStorage\n.")
                                             << "'torch.DoubleStorage'";
        QTest::newRow("a name like a whitelisted one")
            << raw("\x80\x02"
                   "ctorch._utils\n_rebuild_tensor_v2 \n.")
            << "'torch._utils._rebuild_tensor_v2 '";
    }

    void refusesGlobalsBeyondTheWhitelist() {
        QFETCH(QByteArray, pickle);
        QFETCH(QString, global);
        expectRefused(withPickle(pickle.toStdString()),
                      "pickle names the global " + global + ", which a weights file never needs");
    }

    void refusesHostilePickles_data() {
        QTest::addColumn<QByteArray>("pickle");
        QTest::addColumn<QString>("reason");
        const std::string deepMarks = "\x80\x02" + [] {
            std::string s;
            for (int i = 0; i < 100000; ++i) s += "(]";
            return s;
        }();
        QTest::newRow("100 000 MARK/EMPTY_LIST")
            << QByteArray::fromStdString(deepMarks) << "MARKs nest deeper than 100";
        QTest::newRow("100 000 EMPTY_LIST")
            << ("\x80\x02" + QByteArray(100000, ']')) << "the stack grows past 10000";
        QTest::newRow("huge BINUNICODE") << raw("\x80\x02X\xff\xff\xff\x7f"
                                                "abc")
                                         << "declares 2147483647 bytes where 3 are left";
        QTest::newRow("huge BINUNICODE8") << raw("\x80\x04\x8d\xff\xff\xff\xff\xff\xff\xff\x7f")
                                          << "declares 9223372036854775807 bytes where 0 are left";
        QTest::newRow("huge FRAME") << raw("\x80\x04\x95\xff\xff\xff\xff\x00\x00\x00\x00N.")
                                    << "a FRAME longer than the pickle";
        QTest::newRow("a memo never put") << raw("\x80\x02h\x07.") << "memo 7, which was never put";
        QTest::newRow("INST, an opcode torch never writes")
            << raw("\x80\x02ios\nsystem\n.") << "opcode 0x69";
        QTest::newRow("no STOP") << raw("\x80\x02}") << "ends before its STOP";
        QTest::newRow("a list, not a dict")
            << raw("\x80\x02]q\x00.") << "holds a list, not a state dict";
        QTest::newRow("nested state dict")
            << raw("\x80\x02}X\x05\x00\x00\x00model}s.") << "'model' is a dict, not a tensor";
        QTest::newRow("SETITEM on a list")
            << raw("\x80\x02]NNs.") << "SETITEM on a list instead of a dict";
        QTest::newRow("REDUCE of a storage type") << raw("\x80\x02"
                                                         "ctorch\nFloatStorage\n)R.")
                                                  << "storages come only from persistent ids";
        QTest::newRow("a string as persistent id") << raw("\x80\x02X\x03\x00\x00\x00"
                                                          "abcQ.")
                                                   << "BINPERSID on a string instead of a tuple";
        QTest::newRow("a persistent id that is no storage")
            << raw("\x80\x02(X\x07\x00\x00\x00storageNtQ.") << "a persistent id that is not";
        QTest::newRow("pop below a MARK") << raw("\x80\x02N(s.") << "does not hold";
        QTest::newRow("bytes after STOP") << raw("\x80\x02}.N") << "1 bytes follow STOP";
    }

    void refusesHostilePickles() {
        QFETCH(QByteArray, pickle);
        QFETCH(QString, reason);
        expectRefused(withPickle(pickle.toStdString()), reason);
    }

    // A pickle that lies about what the archive holds.
    void refusesTensorsTheirStorageCannotHold() {
        // The persistent id declares 4 elements; the view needs 6.
        TorchBinWriter small;
        small.addView("w", small.addStorage(DType::F32, iota(4)), 0, {2, 3}, {3, 1});
        expectRefused(small.toBytes(),
                      "tensor 'w': its shape and strides reach past the 4 elements");
        // The persistent id declares 6 elements; the entry holds 2.
        expectRefused(withPickle(onePickle(6), {{"archive/data/0", std::string(8, '\0')}}),
                      "its storage '0' holds 8 bytes, not the 6 F32 elements");
        expectRefused(withPickle(onePickle(6)), "its storage 'archive/data/0' is missing");
        TorchBinWriter strides;
        const int s = strides.addStorage(DType::F32, iota(5));
        strides.addView("w", s, 2, {2, 2}, {2, 1});
        expectRefused(strides.toBytes(), "reach past the 5 elements of storage '0'");
        TorchBinWriter offset;
        offset.addView("w", offset.addStorage(DType::F32, iota(5)), 6, {0}, {1});
        expectRefused(offset.toBytes(), "reach past");
        TorchBinWriter expanded;
        expanded.addView("w", expanded.addStorage(DType::F32, iota(3)), 0, {1000, 3}, {0, 1});
        expectRefused(expanded.toBytes(), "more elements (3000) than its storage");
        TorchBinWriter overflow;
        overflow.addView("w", overflow.addStorage(DType::F32, iota(3)), 0, {3, 2},
                         {1, 4611686018427387904});
        expectRefused(overflow.toBytes(), "reach past");
        TorchBinWriter twice;
        twice.add("a", DType::F32, {1}, iota(1));
        twice.add("a", DType::F32, {1}, iota(1));
        expectRefused(twice.toBytes(), "the state dict names 'a' twice");
    }

    void refusesHostileZips() {
        const std::string good =
            withPickle(onePickle(), {{"archive/data/0", std::string(24, '\0')}});
        QCOMPARE(outcome(good), std::string("<accepted>"));
        expectRefused(TorchBinWriter::zip({{"archive/data.pkl", onePickle(), 8}}),
                      "entry 'archive/data.pkl' is compressed (method 8, deflate)");
        expectRefused(TorchBinWriter::zip({{"archive/version", "3\n"}}),
                      "no 'archive/data.pkl' in the archive");
        expectRefused(
            TorchBinWriter::zip({{"archive/data.pkl", onePickle()}, {"archive/data.pkl", "x"}}),
            "entry 'archive/data.pkl' appears twice");
        expectRefused(
            TorchBinWriter::zip({{"archive/data.pkl", onePickle()}, {"other/version", "3\n"}}),
            "entries lie in two top folders");
        expectRefused(withPickle(onePickle(), {{"archive/byteorder", "big"}}), "big-endian");
        expectRefused(std::string(), "the file is empty");
        expectRefused("not a zip", "no zip signature");
        // torch < 1.6: a bare pickle starting with its magic number.
        expectRefused(std::string("\x80\x02\x8a\x0a\x6c\xfc\x9c\x46\xf9\x20\x6a\xa8\x50\x19.", 15),
                      "the legacy format of torch before 1.6");
        // The last entry's size, made larger than the file.
        std::string beyond = good;
        patch(beyond, lastCentral(beyond) + 20, 0x7fffffff, 4);
        patch(beyond, lastCentral(beyond) + 24, 0x7fffffff, 4);
        expectRefused(beyond, "entry 'archive/version': 2147483647 bytes at");
        // The last entry's header, moved into the data of the one before: they overlap.
        const std::string inner = std::string("PK\x03\x04", 4) + le(0, 22) + le(15, 2) + le(0, 2) +
                                  "archive/version" + "3\n";
        std::string overlap =
            withPickle(onePickle(), {{"archive/data/0", std::string(24, '\0') + inner}});
        patch(overlap, lastCentral(overlap) + 42, overlap.find(inner), 4);
        expectRefused(overlap, "entries 'archive/data/0' and 'archive/version' overlap");
        // A download cut short: the end records are gone (every prefix: see below).
        expectRefused(good.substr(0, good.size() - 1), "no end-of-central-directory record");
        expectRefused(good.substr(0, good.size() / 2), "no end-of-central-directory record");
        try {
            TorchCheckpoint(dir_.filePath("absent.bin").toStdString());
            QFAIL("a missing file opened");
        } catch (const CheckpointError& e) {
            QVERIFY2(QString(e.what()).contains("absent.bin"), e.what());
        }
    }

    // A directory declaring more entries than anyone should allocate for: refused before a
    // single one is read.
    void refusesDirectoriesDeclaringMillionsOfEntries() {
        std::string bomb = withPickle(onePickle());
        const size_t record = bomb.rfind(std::string("PK\x06\x06", 4));
        patch(bomb, record + 24, 3000000, 8);
        patch(bomb, record + 32, 3000000, 8);
        patch(bomb, bomb.size() - 22 + 8, 0xffff, 2);
        patch(bomb, bomb.size() - 22 + 10, 0xffff, 2);
        expectRefused(bomb, "declares 3000000 entries, more than 1048576");
        std::string plain =
            TorchBinWriter::zip({{"archive/data.pkl", onePickle()}}, {false, false});
        patch(plain, plain.size() - 22 + 8, 60000, 2);
        patch(plain, plain.size() - 22 + 10, 60000, 2);
        expectRefused(plain, "declares 60000 entries, which");
    }

    // Every prefix of a file is refused, and every byte changed is refused or read: never a
    // crash, another exception or a hang.
    void truncationsAndCorruptionsAreRefused() {
        TorchBinWriter w;
        const int s = w.add("a", DType::F16, {2, 3}, iota(6));
        w.addView("a.T", s, 0, {3, 2}, {1, 3});
        w.options().stateDictMetadata = true;
        const std::string bytes = w.toBytes();
        for (size_t n = 0; n < bytes.size(); ++n) {
            const std::string message = outcome(bytes.substr(0, n));
            QVERIFY2(message != "<accepted>", qPrintable(QString("a prefix of %1 bytes").arg(n)));
        }
        for (size_t i = 0; i < bytes.size(); ++i) {
            std::string changed = bytes;
            changed[i] = char(changed[i] ^ 0xa5);
            outcome(changed);  // any exception but CheckpointError fails the test
        }
    }

    // The fuzzers start from these; they must stay files the reader accepts, or only the outer
    // checks get fuzzed. ATLAS_WRITE_FUZZ_SEEDS=dir writes them to dir/zip and dir/pickle.
    void fuzzSeedsAreTheWritersFiles() {
        const QDir corpus(ATLAS_FUZZ_CORPUS);
        const QByteArray out = qgetenv("ATLAS_WRITE_FUZZ_SEEDS");
        for (auto& [name, writer] : seedWriters()) {
            if (!out.isEmpty()) {
                QDir(out).mkpath("zip");
                QDir(out).mkpath("pickle");
                writer.write(out.toStdString() + "/zip/" + name + ".bin");
                std::ofstream(out.toStdString() + "/pickle/" + name + ".pkl", std::ios::binary)
                    << writer.pickle();
            }
            const QString zip = corpus.filePath(QString::fromStdString("zip/" + name + ".bin"));
            QVERIFY2(readAll(zip) == writer.toBytes(), qPrintable(zip));
            const QString pkl = corpus.filePath(QString::fromStdString("pickle/" + name + ".pkl"));
            QVERIFY2(readAll(pkl) == writer.pickle(), qPrintable(pkl));
            QVERIFY(!TorchCheckpoint(zip.toStdString()).names().empty());
        }
        QVERIFY(sameBits(
            TorchCheckpoint(corpus.filePath("zip/torch-1.13.bin").toStdString()).floats("t"),
            {0, 3, 1, 4, 2, 5}));
        // torch.save(…, pickle_protocol=4): FRAME, MEMOIZE, SHORT_BINUNICODE, STACK_GLOBAL.
        const TorchPickle protocol4(readAll(corpus.filePath("pickle/torch-1.13-protocol4.pkl")));
        QCOMPARE(protocol4.tensors().size(), size_t(2));
        QCOMPARE(protocol4.tensors()[1].first, std::string("b"));
        QCOMPARE(int(protocol4.tensors()[1].second.dtype), int(DType::BF16));
        QCOMPARE(protocol4.tensors()[1].second.shape, (std::vector<long long>{2, 2}));
        // torch.save({"p": nn.Parameter(…)}): _rebuild_parameter around _rebuild_tensor_v2.
        const TorchPickle parameter(readAll(corpus.filePath("pickle/torch-1.13-parameter.pkl")));
        QCOMPARE(parameter.tensors().size(), size_t(1));
        QCOMPARE(parameter.tensors()[0].first, std::string("p"));
        QCOMPARE(parameter.tensors()[0].second.stride, (std::vector<long long>{2, 1}));
    }

    // The readers on bytes, as the fuzz targets use them.
    void readersOnBytes() {
        TorchBinWriter w;
        w.add("x", DType::BF16, {2}, iota(2));
        const std::string bytes = w.toBytes();  // the archive reads it in place: it must live on
        const ZipArchive zip(bytes);
        QCOMPARE(zip.names().front(), std::string("archive/data.pkl"));
        QCOMPARE(zip.entry("archive/version"), std::string_view("3\n"));
        const std::string pickleBytes = w.pickle();
        const TorchPickle pickle(pickleBytes);
        QCOMPARE(pickle.tensors().size(), size_t(1));
        QCOMPARE(pickle.tensors()[0].second.storageKey, std::string("0"));
        QCOMPARE(pickle.tensors()[0].second.stride, (std::vector<long long>{1}));
    }
};

QTEST_APPLESS_MAIN(TestTorchBin)
#include "tst_torchbin.moc"
