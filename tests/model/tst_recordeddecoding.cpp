// recordedGreedyDecode: the cached steps' rows are a teacher-forced pass's rows, and a draft of
// the result (prompt lookup) changes how many passes decoding takes, never what it gives.

#include <QTest>

#include "Model.h"
#include "RandomInit.h"
#include "RecordedDecoding.h"
#include "SmallConfig.h"
#include "Transformer.h"

using namespace atlas;

namespace {

using test::smallConfig;

const std::vector<int> kSource{5, 9, 17, 4, 33, 21, 3};

const char* kVariants[][2] = {
    {"mha", R"(, "attention": "mha")"},
    {"gqa", R"(, "attention": "gqa", "n_kv_heads": 2)"},
    {"mla", R"(, "attention": "mla", "d_latent": 12, "d_rope": 4)"},
    {"gqa-rope-pre-rms",
     R"(, "attention": "gqa", "n_kv_heads": 2, "positions": "rope", "norm": "pre", "norm_type": "rmsnorm")"},
};

float worst(const Matrix& a, const Matrix& b) {
    return (a - b).cwiseAbs().maxCoeff();
}

// Drafts of the greedy result `ids`: none, right, one id too many, one too few, right then
// wrong, wrong throughout, and right with more after it.
std::vector<std::pair<const char*, std::vector<int>>> draftsOf(const std::vector<int>& ids) {
    std::vector<int> inserted = ids, deleted = ids, thenWrong = ids, wrong, longer = ids;
    inserted.insert(inserted.begin() + long(std::min<size_t>(2, ids.size())), 49);
    if (deleted.size() > 2) deleted.erase(deleted.begin() + 2);
    for (size_t i = std::min<size_t>(3, ids.size()); i < thenWrong.size(); ++i)
        thenWrong[i] = (thenWrong[i] + 1) % 50;
    for (int id : ids) wrong.push_back((id + 7) % 50);
    longer.insert(longer.end(), {6, 6, 8});
    return {{"none", {}},
            {"right", ids},
            {"inserted", inserted},
            {"deleted", deleted},
            {"right then wrong", thenWrong},
            {"wrong", wrong},
            {"longer", longer}};
}

}  // namespace

class TestRecordedDecoding : public QObject {
    Q_OBJECT
private slots:
    void guessesFollowTheDraft() {
        const std::vector<int> draft{2, 7, 8, 9, 10};
        QCOMPARE(guessFromDraft({2}, draft, 10), (std::vector<int>{7, 8, 9, 10}));
        QCOMPARE(guessFromDraft({2}, draft, 2), (std::vector<int>{7, 8}));
        QCOMPARE(guessFromDraft({2, 7, 8}, draft, 10), (std::vector<int>{9, 10}));
        QCOMPARE(guessFromDraft({2, 7, 8}, draft, 0), std::vector<int>{});
        QCOMPARE(guessFromDraft({2, 7, 5}, draft, 10), std::vector<int>{});   // 5 is not there
        QCOMPARE(guessFromDraft({2, 9, 10}, draft, 10), std::vector<int>{});  // nothing after
        QCOMPARE(guessFromDraft({2}, {}, 10), std::vector<int>{});
        // Of the two 4s, the one at the input's own position; a longer tail before a nearer one.
        QCOMPARE(guessFromDraft({2, 9, 9, 4}, {2, 4, 6, 4, 7}, 10), std::vector<int>{7});
        QCOMPARE(guessFromDraft({9, 9, 9, 9, 9, 5, 6}, {2, 5, 6, 1, 9, 6, 3}, 10),
                 (std::vector<int>{1, 9, 6, 3}));
    }

    // Logits, causal self-attention (zeros above the diagonal) and cross-attention of a
    // teacher-forced pass over the result, whether decoding stopped at the limit, at eos or at
    // once, and whatever the draft; the cache holds the kept positions and decodes on from them.
    void recordedDecodingIsTheTeacherForcedPass() {
        for (const auto& v : kVariants) {
            const Transformer t(randomCheckpoint(smallConfig(v[1]), "", 17));
            const Matrix enc = t.encode(kSource);
            for (int limit : {0, 1, 9})
                for (bool stopAtEos : {false, true}) {
                    GreedyOptions o;
                    o.maxTokens = limit;
                    o.stopAtEos = stopAtEos;
                    const std::vector<int> ids = greedyDecode(t, enc, o);
                    for (const auto& [name, draft] : draftsOf(ids)) {
                        const QByteArray where = QByteArray(v[0]) + " limit " +
                                                 QByteArray::number(limit) + " draft " + name;
                        check(t, kSource, o, ids, draft, where);
                    }
                }
        }
    }

    // What a draft buys, on the trained model as a person types: the translation of the text
    // before a keystroke is checked in few passes, a right draft in one, none one a position.
    void theTextBeforeAKeystrokeSavesPasses() {
        const Model model(Checkpoint::load(ATLAS_TRAINED_MODEL));
        const Transformer& t = model.transformer();
        GreedyOptions o;
        for (const char* text : {"the teacher gives the children a red apple .",
                                 "a small dog sees the old man in the park",
                                 "my sister reads a book because she is happy"}) {
            const std::string now = text, before = now.substr(0, now.size() - 1);
            const Matrix enc = t.encode(model.sourceIds(now));
            const std::vector<int> ids = greedyDecode(t, enc, o);
            const std::vector<int> previous = greedyDecode(t, t.encode(model.sourceIds(before)), o);
            const auto passes = [&](const std::vector<int>& draft) {
                const RecordedDecoding r = recordedGreedyDecode(t, enc, o, draft);
                return r.ids == ids ? r.passes : -1;
            };
            const int rows = int(ids.size()) + 1;
            QCOMPARE(passes({}), rows);
            QCOMPARE(passes(ids), 1);
            QVERIFY2(passes(previous) >= 1 && passes(previous) <= rows / 2, text);
            for (const auto& [name, draft] : draftsOf(ids)) {
                const int p = passes(draft);
                QVERIFY2(p >= 1 && p <= rows, name);
            }
            check(t, model.sourceIds(now), o, ids, previous, text);
        }
    }

private:
    void check(const Transformer& t, const std::vector<int>& source, const GreedyOptions& o,
               const std::vector<int>& ids, const std::vector<int>& draft,
               const QByteArray& where) {
        RecordedDecoding r = recordedGreedyDecode(t, t.encode(source), o, draft);
        QVERIFY2(r.ids == ids, where);
        const std::vector<int> input = t.decoderInput(r.ids);
        const int rows = int(input.size());
        LayerMaps self, cross;
        const Matrix logits = t.teacherForced(source, input, {nullptr, &self, &cross});
        QCOMPARE(r.logits.rows(), Eigen::Index(rows));
        QVERIFY2(worst(r.logits, logits) <= 1e-5 * (1 + logits.cwiseAbs().maxCoeff()), where);
        QCOMPARE(r.self.size(), self.size());
        QCOMPARE(r.cross.size(), cross.size());
        for (size_t l = 0; l < self.size(); ++l)
            for (size_t h = 0; h < self[l].size(); ++h) {
                QCOMPARE(r.self[l][h].rows(), self[l][h].rows());
                QCOMPARE(r.self[l][h].cols(), self[l][h].cols());
                QVERIFY2(worst(r.self[l][h], self[l][h]) < 1e-5, where);
                QCOMPARE(r.cross[l][h].cols(), cross[l][h].cols());
                QVERIFY2(worst(r.cross[l][h], cross[l][h]) < 1e-5, where);
            }
        QCOMPARE(r.state.position, rows);
        for (const KvBlock& b : r.state.cache.self) QCOMPARE(b.tokens(), rows);
        // One more position from the kept cache: a rejected guess left nothing behind.
        std::vector<int> longer = input;
        longer.push_back(11);
        const Matrix next = t.decode(r.state, {11});
        const Matrix whole = t.teacherForced(source, longer);
        QVERIFY2(worst(next, whole.bottomRows(1)) <= 1e-5 * (1 + whole.cwiseAbs().maxCoeff()),
                 where);
    }
};

QTEST_APPLESS_MAIN(TestRecordedDecoding)
#include "tst_recordeddecoding.moc"
