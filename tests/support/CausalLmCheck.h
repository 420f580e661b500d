#pragma once
// The checks tst_causallm and tst_causalfamilies make of a decoder-only Hub folder written by
// DecoderFolder: our model against the plain-loop reference (NaiveDecoder, NaiveGpt2) — the
// prompt ids, every map within 1e-4, every logit within 1e-3·max|logit|, greedy continuation
// with and without the cache equal to the reference's — and refusals on one line naming the
// culprit. QTest macros: a failure returns from the helper and fails the calling test.

#include <initializer_list>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "DecoderFolder.h"
#include "NaiveDecoder.h"
#include "Transformer.h"

namespace atlas::test {

// Long enough to pass every window the folders slide (4 and 3 by default).
inline const std::string kCausalText = "the small dog sees the old cat and the cat runs";

DecoderOptions decoderOptions(DecoderFamily family, DType dtype, WeightContainer container);

void compareMaps(const LayerMaps& ours, const naive::Maps& theirs);
void compareLogits(const Matrix& ours, const naive::Mat& theirs);
// generate(num_beams=1, do_sample=False) over the plain-loop model: the ids appended to the
// prompt, stopping before any of `stops`.
std::vector<int> naiveGreedy(const DecoderFolder& f, std::vector<int> ids, int maxNew,
                             const std::vector<int>& stops);
// The folder's model against the plain loops: prompt ids ([bos] + tokenizer.model's pieces, as
// add_bos_token says), every map, every logit, greedy continuation with and without the cache.
void checkAgainstReference(const DecoderFolder& f);

// What opening `path` throws; "(opened)" when it opens.
std::string refusal(const std::string& path);
// Refused on one line naming every one of `words`.
void expectRefused(const std::string& why, std::initializer_list<std::string> words);
// A folder of the family whose config.json sets key to value, refused naming `words`.
void withConfig(DecoderFamily family, const std::string& key, const nlohmann::json& value,
                std::initializer_list<std::string> words);

}  // namespace atlas::test
