#include "KnownWordsView.h"

#include <QEvent>
#include <QLabel>
#include <QLineEdit>
#include <QSet>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace atlas::views {

namespace {

// The word with the filter's match in bold, as HTML.
QString withMatchInBold(const QString& word, const QString& filter) {
    const int at = filter.isEmpty() ? -1 : int(word.indexOf(filter, 0, Qt::CaseInsensitive));
    if (at < 0) return word.toHtmlEscaped();
    return word.left(at).toHtmlEscaped() + "<b>" + word.mid(at, filter.size()).toHtmlEscaped() +
           "</b>" + word.mid(at + filter.size()).toHtmlEscaped();
}

QStringList wordsMatching(const QStringList& words, const QString& filter) {
    return filter.isEmpty() ? words : words.filter(filter, Qt::CaseInsensitive);
}

}  // namespace

KnownWordsView::KnownWordsView(QWidget* parent) : QWidget(parent) {
    title_ = new QLabel(this);
    QFont bold = title_->font();
    bold.setBold(true);
    title_->setFont(bold);
    count_ = new QLabel(this);
    count_->setWordWrap(true);
    filter_ = new QLineEdit(this);
    filter_->setObjectName("knownWordsFilter");
    filter_->setClearButtonEnabled(true);
    list_ = new QTextBrowser(this);
    list_->setObjectName("knownWords");
    list_->setOpenLinks(false);
    connect(filter_, &QLineEdit::textChanged, this, &KnownWordsView::refill);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(title_);
    layout->addWidget(count_);
    layout->addWidget(filter_);
    layout->addWidget(list_, 1);
    retranslate();
}

void KnownWordsView::setGroups(QList<Group> groups) {
    groups_ = std::move(groups);
    refill();
}

int KnownWordsView::wordCount() const {
    QSet<QString> all;
    for (const Group& g : groups_)
        for (const QString& w : g.words) all.insert(w);
    return int(all.size());
}

QStringList KnownWordsView::shownWords() const {
    QStringList shown;
    for (const Group& g : groups_) shown += wordsMatching(g.words, filter_->text().trimmed());
    shown.removeDuplicates();
    return shown;
}

void KnownWordsView::refill() {
    const QString filter = filter_->text().trimmed();
    QString html;
    for (const Group& g : groups_) {
        const QStringList words = wordsMatching(g.words, filter);
        if (words.isEmpty()) continue;
        QStringList items;
        for (const QString& w : words) items.append(withMatchInBold(w, filter));
        html += QStringLiteral("<p><b>%1</b> <span style='color:gray'>(%2)</span><br>%3</p>")
                    .arg(g.title.toHtmlEscaped())
                    .arg(words.size())
                    .arg(items.join(QStringLiteral(" · ")));
    }
    const int shown = int(shownWords().size()), all = wordCount();
    if (html.isEmpty() && !groups_.isEmpty())
        html = QStringLiteral("<p style='color:gray'>%1</p>")
                   .arg(tr("No known word contains “%1”.").arg(filter).toHtmlEscaped());
    list_->setHtml(html);
    count_->setText(filter.isEmpty()
                        ? tr("%1 English words, every form the corpus writes.").arg(all)
                        : tr("%1 of %2 words contain “%3”.").arg(shown).arg(all).arg(filter));
}

void KnownWordsView::retranslate() {
    title_->setText(tr("The words the model learnt"));
    filter_->setPlaceholderText(tr("Filter the words…"));
    filter_->setAccessibleName(tr("Filter the known words"));
    list_->setAccessibleName(tr("Known words"));
    refill();
}

void KnownWordsView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

}  // namespace atlas::views
