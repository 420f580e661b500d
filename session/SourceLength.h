#pragma once
// n, the source length the KV page's tabs name: the ids a model reads for a sentence, eos
// included (Model::sourceIds). Every tab counts through here, so that one sentence through one
// model gives one n; a tab that runs a built-in stand-in (its own tokenizer) also counts the
// loaded model's, to say why its n differs.

#include <memory>
#include <string>

namespace atlas {
class Model;
}  // namespace atlas

namespace atlas::views {

long long sourceLength(const Model& model, const std::string& text);
// The loaded model's n beside a stand-in's, or −1 when there is nothing to compare: no model,
// a decoder-only one (it has no source) or the stand-in itself.
long long comparedSourceLength(const std::shared_ptr<const Model>& loaded, const Model& standIn,
                               const std::string& text);

}  // namespace atlas::views
