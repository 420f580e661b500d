#include "ExampleSentences.h"

#include <QRandomGenerator>
#include <QThreadPool>

#include "BackgroundJob.h"
#include "corpus/BuiltinCorpus.h"

namespace atlas {

ExampleSentences::ExampleSentences(QObject* parent)
    : QObject(parent), job_(new views::BackgroundJob(QThreadPool::globalInstance(), this)) {}

void ExampleSentences::draw(const QString& current) {
    avoid_ = current.trimmed();
    if (!sentences_.isEmpty()) return emitOne();
    if (job_->isBusy()) return;  // the split is on its way; it answers this request too
    job_->start<QStringList>(
        [](const std::atomic<bool>&) {
            QStringList english;
            for (const corpus::AlignedPair& pair : corpus::builtinTestSplit())
                english.append(QString::fromStdString(pair.english));
            return english;
        },
        [this](QStringList english) {
            sentences_ = std::move(english);
            emitOne();
        });
}

void ExampleSentences::emitOne() {
    // Two tries are enough not to repeat the field's sentence: the split has 2 000.
    QString sentence = sentences_[QRandomGenerator::global()->bounded(int(sentences_.size()))];
    if (sentence == avoid_)
        sentence = sentences_[QRandomGenerator::global()->bounded(int(sentences_.size()))];
    emit drawn(sentence);
}

}  // namespace atlas
