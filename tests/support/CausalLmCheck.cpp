#include "CausalLmCheck.h"

#include <QTest>
#include <algorithm>
#include <cmath>

#include "Greedy.h"
#include "Model.h"
#include "Tokenizer.h"
#include "hub/HubFolder.h"

namespace atlas::test {

using json = nlohmann::json;

void compareMaps(const LayerMaps& ours, const naive::Maps& theirs) {
    QCOMPARE(ours.size(), theirs.size());
    for (size_t l = 0; l < ours.size(); ++l) {
        QCOMPARE(ours[l].size(), theirs[l].size());
        for (size_t h = 0; h < ours[l].size(); ++h)
            for (size_t i = 0; i < theirs[l][h].size(); ++i)
                for (size_t j = 0; j < theirs[l][h][i].size(); ++j)
                    QVERIFY2(std::abs(ours[l][h](i, j) - theirs[l][h][i][j]) <= 1e-4,
                             qPrintable(QString("map %1/%2 (%3,%4): %5 vs %6")
                                            .arg(l)
                                            .arg(h)
                                            .arg(i)
                                            .arg(j)
                                            .arg(ours[l][h](i, j))
                                            .arg(theirs[l][h][i][j])));
    }
}

void compareLogits(const Matrix& ours, const naive::Mat& theirs) {
    QCOMPARE(size_t(ours.rows()), theirs.size());
    const double tolerance = 1e-3 * std::max(1.0, naive::maxAbs(theirs));
    for (size_t p = 0; p < theirs.size(); ++p)
        for (size_t v = 0; v < theirs[p].size(); ++v)
            QVERIFY2(std::abs(ours(long(p), long(v)) - theirs[p][v]) <= tolerance,
                     qPrintable(QString("logit (%1, %2): %3 vs %4")
                                    .arg(p)
                                    .arg(v)
                                    .arg(ours(long(p), long(v)))
                                    .arg(theirs[p][v])));
}

// generate(num_beams=1, do_sample=False) over the plain-loop model: the ids appended to the
// prompt, stopping before any of `stops`.
std::vector<int> naiveGreedy(const DecoderFolder& f, std::vector<int> ids, int maxNew,
                             const std::vector<int>& stops) {
    const size_t prompt = ids.size();
    while (int(ids.size() - prompt) < maxNew) {
        const std::vector<double> last =
            naive::decoderForward(f.config, f.tensors, ids).logits.back();
        const int next = int(std::max_element(last.begin(), last.end()) - last.begin());
        if (std::find(stops.begin(), stops.end(), next) != stops.end()) break;
        ids.push_back(next);
    }
    return {ids.begin() + long(prompt), ids.end()};
}

std::string refusal(const std::string& path) {
    try {
        Model model(openCheckpoint(path));
    } catch (const std::exception& e) {
        return e.what();
    }
    return "(opened)";
}

DecoderOptions decoderOptions(DecoderFamily family, DType dtype, WeightContainer container) {
    DecoderOptions o;
    o.family = family;
    o.dtype = dtype;
    o.container = container;
    return o;
}

// Refused on one line naming every one of `words`.
void expectRefused(const std::string& why, std::initializer_list<std::string> words) {
    QVERIFY2(why != "(opened)" && why.find('\n') == std::string::npos, why.c_str());
    for (const std::string& w : words)
        QVERIFY2(why.find(w) != std::string::npos, (why + " [lacks " + w + "]").c_str());
}

// A folder of the family whose config.json sets key to value.
void withConfig(DecoderFamily family, const std::string& key, const json& value,
                std::initializer_list<std::string> words) {
    DecoderFolder f(decoderOptions(family, DType::F32, WeightContainer::Safetensors));
    f.config[key] = value;
    f.writeJson();
    expectRefused(refusal(f.path()), words);
}

// The folder's model against the plain loops: prompt ids, every map, every logit, and
// greedy continuation with and without the cache.
void checkAgainstReference(const DecoderFolder& f) {
    const Model model(openCheckpoint(f.path()));
    QVERIFY(model.config().decoderOnly());
    // [bos] + tokenizer.model's pieces (unless add_bos_token is false).
    std::vector<int> prompt;
    if (*f.options.addBosToken) prompt.push_back(f.bos);
    for (const int id : Tokenizer(f.tokenizer).encode(kCausalText)) prompt.push_back(id);
    QCOMPARE(model.promptIds(kCausalText), prompt);

    LayerMaps maps;
    const Matrix logits = model.transformer().causalPass(prompt, &maps);
    const naive::DecoderResult r = naive::decoderForward(f.config, f.tensors, prompt);
    compareMaps(maps, r.self);
    compareLogits(logits, r.logits);

    const std::vector<int> stops =
        f.options.eosIds.empty() ? std::vector<int>{f.eos} : f.options.eosIds;
    const std::vector<int> cached = greedyContinue(model.transformer(), prompt, 6);
    GreedyOptions uncached;
    uncached.useCache = false;
    QCOMPARE(greedyContinue(model.transformer(), prompt, 6, uncached), cached);
    QCOMPARE(cached, naiveGreedy(f, prompt, 6, stops));
}

}  // namespace atlas::test
