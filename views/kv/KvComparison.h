#pragma once
// The numbers of the "published models" charts and table, computed in plain functions (KvMemory
// does the counting): which rows (a model and its what-if twins), their sizes at a context
// length, and the curve of each against the context.

#include <QPointF>
#include <QString>
#include <string>
#include <vector>

#include "KvMemory.h"
#include "PublishedModel.h"

namespace atlas::views {

// Which twins to add beside each chosen model.
struct TwinChoice {
    bool mha = true;
    bool mqa = false;
    bool gqa = false;
    bool mla = true;
    int gqaKvHeads = 8;   // Hkv of the GQA twin
    int mlaLatent = 512;  // dc of the MLA twin
    int mlaRope = 64;     // dr of the MLA twin
};

struct KvSettings {
    std::vector<std::string> modelIds;  // in the order the data file lists them
    TwinChoice twins;
    ElementType type = ElementType::BF16;
    long long batch = 1;                     // B
    long long context = 32768;               // T of the table's sizes
    long long budgetBytes = 80'000'000'000;  // an accelerator's memory, decimal GB as sold
};

// Models published without a maximum context (sinusoidal positions) are drawn this far.
inline constexpr long long kUnlimitedContextShown = 1LL << 17;

// One line of the table, one curve and one bar: a published model or a twin of it.
struct KvRow {
    PublishedModel model;  // the twin itself when `twin`
    std::string baseName;  // the published model's name, for a twin too
    int baseIndex = 0;     // which chosen model it belongs to (0, 1, …), for its line style
    bool twin = false;
    double bytesPerToken = 0;  // at T: whole cache over B·T
    MemorySize kv;             // whole cache for B sequences of T tokens
    MemorySize weights;
    ContextFit fit;            // largest T in the budget after the weights
    long long maxContext = 0;  // published maximum, or kUnlimitedContextShown
    bool maxContextPublished = true;
    bool beyondMaxContext = false;  // T exceeds the published maximum
};

struct KvComparison {
    std::vector<KvRow> rows;       // each chosen model, then its twins
    std::vector<QString> skipped;  // twins that cannot exist, with the reason
};

// Twins identical to their model (Llama 3 70B's GQA-8 twin) are left out.
KvComparison compareKv(const std::vector<PublishedModel>& published, const KvSettings& settings);

// "GQA · 8 KV heads", "MLA · dc 512, dr 64", "MHA".
QString attentionSummary(const PublishedModel& model);

// "Llama 3 70B · GQA · 8 KV heads" for a model, "Llama 3 70B as MHA" for a twin.
QString rowLabel(const KvRow& row);
// Shorter, for a chart's axis: "Llama 3 70B (GQA)", "Llama 3 70B → MHA".
QString barLabel(const KvRow& row);

// The KV cache in bytes against T for B sequences: T = 1, 2, 4, … up to the row's maximum
// context, plus the window (where a windowed model's curve bends) and the maximum itself.
std::vector<QPointF> memoryCurve(const KvRow& row, const KvSettings& settings);

}  // namespace atlas::views
