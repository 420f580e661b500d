#include "KvComparison.h"

#include <QCoreApplication>
#include <algorithm>
#include <set>
#include <stdexcept>

namespace atlas::views {

namespace {

// The texts of this file under one translation context.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(KvComparison)
};

bool sameCache(const PublishedModel& a, const PublishedModel& b) {
    return a.attention == b.attention && a.n_kv_heads == b.n_kv_heads &&
           a.kv_lora_rank == b.kv_lora_rank && a.qk_rope_head_dim == b.qk_rope_head_dim;
}

KvContext contextOf(const KvSettings& s, long long tokens) {
    // Encoder-decoders read a source as long as what they write, as `attention-atlas kv` does.
    return {tokens, tokens, s.batch};
}

// The row of `model`, which is `base` itself or its twin with another attention kind.
KvRow makeRow(const PublishedModel& model, const PublishedModel& base, int baseIndex,
              const KvSettings& s) {
    KvRow row;
    row.model = model;
    row.baseName = base.name;
    row.baseIndex = baseIndex;
    row.twin = &model != &base;
    const KvShape shape = kvShape(model);
    row.kv = kvCacheSize(shape, contextOf(s, s.context), s.type);
    row.bytesPerToken = kvBytesPerToken(shape, contextOf(s, s.context), s.type);
    row.weights = weightsSize(model.parameters, s.type);
    row.fit = largestContext(shape, s.budgetBytes, row.weights, s.batch, s.type);
    row.maxContextPublished = model.max_context.has_value();
    row.maxContext = model.max_context.value_or(kUnlimitedContextShown);
    row.beyondMaxContext = row.maxContextPublished && s.context > row.maxContext;
    return row;
}

std::vector<AttentionChange> changesFor(const TwinChoice& t) {
    std::vector<AttentionChange> changes;
    if (t.mha) changes.push_back({AttentionKind::MHA, 0, 0, 0});
    if (t.gqa) changes.push_back({AttentionKind::GQA, t.gqaKvHeads, 0, 0});
    if (t.mqa) changes.push_back({AttentionKind::MQA, 0, 0, 0});
    if (t.mla) changes.push_back({AttentionKind::MLA, 0, t.mlaLatent, t.mlaRope});
    return changes;
}

}  // namespace

QString attentionSummary(const PublishedModel& m) {
    switch (m.attention) {
        case AttentionKind::GQA:
            return Text::tr("GQA · %1 KV heads").arg(m.n_kv_heads);
        case AttentionKind::MLA:
            return Text::tr("MLA · dc %1, dr %2")
                .arg(m.kv_lora_rank.value_or(0))
                .arg(m.qk_rope_head_dim.value_or(0));
        default:
            return QString::fromLatin1(toString(m.attention)).toUpper();
    }
}

QString rowLabel(const KvRow& row) {
    const QString name = QString::fromStdString(row.baseName);
    return row.twin ? Text::tr("%1 as %2").arg(name, attentionSummary(row.model))
                    : Text::tr("%1 · %2").arg(name, attentionSummary(row.model));
}

QString barLabel(const KvRow& row) {
    const QString name = QString::fromStdString(row.baseName);
    const QString kind = QString::fromLatin1(toString(row.model.attention)).toUpper();
    return row.twin ? Text::tr("%1 → %2").arg(name, kind) : Text::tr("%1 (%2)").arg(name, kind);
}

KvComparison compareKv(const std::vector<PublishedModel>& published, const KvSettings& s) {
    KvComparison out;
    const std::set<std::string> chosen(s.modelIds.begin(), s.modelIds.end());
    int baseIndex = 0;
    for (const PublishedModel& model : published) {
        if (!chosen.count(model.id)) continue;
        out.rows.push_back(makeRow(model, model, baseIndex, s));
        for (const AttentionChange& change : changesFor(s.twins)) {
            try {
                const PublishedModel twin = withAttention(model, change);
                if (!sameCache(twin, model)) out.rows.push_back(makeRow(twin, model, baseIndex, s));
            } catch (const std::invalid_argument&) {
                out.skipped.push_back(Text::tr("%1: %2 KV heads do not divide its %3 query heads")
                                          .arg(QString::fromStdString(model.name))
                                          .arg(change.kvHeads)
                                          .arg(model.n_heads));
            }
        }
        ++baseIndex;
    }
    return out;
}

std::vector<QPointF> memoryCurve(const KvRow& row, const KvSettings& s) {
    const KvShape shape = kvShape(row.model);
    std::vector<long long> tokens;
    for (long long T = 1; T < row.maxContext; T *= 2) tokens.push_back(T);
    tokens.push_back(row.maxContext);
    if (shape.window > 0 && shape.window < row.maxContext) tokens.push_back(shape.window);
    std::sort(tokens.begin(), tokens.end());
    tokens.erase(std::unique(tokens.begin(), tokens.end()), tokens.end());

    std::vector<QPointF> curve;
    for (long long T : tokens)
        curve.emplace_back(double(T), kvCacheSize(shape, contextOf(s, T), s.type).bytes());
    return curve;
}

}  // namespace atlas::views
