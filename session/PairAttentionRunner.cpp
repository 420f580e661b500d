#include "PairAttentionRunner.h"

#include <stdexcept>

#include "GridOf.h"
#include "Model.h"
#include "SnapshotBuilder.h"

namespace atlas {

PairAttentionRunner::PairAttentionRunner(std::shared_ptr<const Model> model)
    : model_(std::move(model)) {
    if (!model_) throw std::invalid_argument("PairAttentionRunner: no model");
}

views::PairAttention PairAttentionRunner::run(const QString& first, const QString& second,
                                              const std::atomic<bool>& cancelled) const {
    views::PairAttention out;
    out.first = first;
    out.second = second;
    const SentencePairIds ids = model_->pairIds(first.toStdString(), second.toStdString());
    if (cancelled) return {};
    // modeling_bert.py BertEmbeddings.forward: token_type_embeddings(token_type_ids) added.
    Pass pass;
    pass.tokenTypes = &ids.types;
    LayerMaps maps;
    model_->transformer().encode(ids.ids, {&maps}, pass);
    if (cancelled) return {};
    out.tokens = views::describeTokens(model_->tokenizer(), ids.ids);
    for (views::Token& t : out.tokens)
        if (t.id == model_->maskId()) t.kind = views::Token::Kind::Control;
    out.types = ids.types;
    out.secondBegin = ids.secondBegin;
    out.typed = model_->config().token_types > 1;
    for (const auto& layer : maps) {
        out.attention.emplace_back();
        for (const Matrix& head : layer) out.attention.back().push_back(views::gridOf(head));
    }
    return out;
}

}  // namespace atlas
