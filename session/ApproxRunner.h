#pragma once
// The Approximations page's model work, off the GUI thread: model/approx/'s study of one head,
// turned into plain figures (the one place of the page that sees Eigen). A study hands its
// approximations to each pass (Pass), so the runner reads the shared model and may run from
// several threads at once.

#include <QList>
#include <QString>
#include <atomic>
#include <memory>

#include "ApproxFigures.h"
#include "approx/ApproxKinds.h"

namespace atlas {

class Model;

struct ApproxQuery {
    QString text;
    views::Stack stack = views::Stack::EncoderSelf;
    int layer = 0;
    int head = 0;
    approx::ApproxMethod method = approx::ApproxMethod::TruncatedSvd;
    int size = 4;  // k or m
    quint64 seed = 0;
    approx::KvFormat format = approx::KvFormat::INT8;
    bool allLayers = false;  // the approximation in every layer of the stack, not just this one
    double tolerance = 1e-6;
    int sweepSeeds = 0;
    bool downstream = true;
};

// One row of the quantized-cache table.
struct FormatRow {
    approx::KvFormat format = approx::KvFormat::FP32;
    double bytes = 0, bytesFp32 = 0;
    double maxAbsDeltaAttention = 0;  // the chosen head, P̃ − P
    double maxAbsDeltaLogits = 0;
    double argmaxAgreement = 1;
    QString translation;
    bool changed = false;  // the greedy translation differs from the exact one
};

class ApproxRunner {
public:
    explicit ApproxRunner(std::shared_ptr<const Model> model);
    ~ApproxRunner();

    views::ApproxFigures study(const ApproxQuery& query, const std::atomic<bool>& cancelled) const;
    // Every format of kKvFormats, each the query's study with that cache.
    QList<FormatRow> formats(const ApproxQuery& query, const std::atomic<bool>& cancelled) const;
    // The number of layers of a stack and of heads (after the model is built).
    int layers(views::Stack stack) const;

private:
    std::shared_ptr<const Model> model_;  // the one loaded model, shared and immutable
};

}  // namespace atlas
