#include "KnownWordsView.h"

#include <QClipboard>
#include <QEvent>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSet>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

#include "PaintHelpers.h"
#include "ReadableColour.h"

namespace atlas::views {

namespace {

// The word as a link that puts it into the sentence, the filter's match in bold, as HTML.
QString wordLink(const QString& word, const QString& filter, const QString& colour) {
    const int at = filter.isEmpty() ? -1 : int(word.indexOf(filter, 0, Qt::CaseInsensitive));
    const QString text = at < 0 ? word.toHtmlEscaped()
                                : word.left(at).toHtmlEscaped() + "<b>" +
                                      word.mid(at, filter.size()).toHtmlEscaped() + "</b>" +
                                      word.mid(at + filter.size()).toHtmlEscaped();
    // Plain-coloured links: the list reads as text, the pointer says it can be clicked.
    return QStringLiteral("<a href='word:%1' style='color:%2; text-decoration:none'>%3</a>")
        .arg(QString::fromLatin1(QUrl::toPercentEncoding(word)), colour, text);
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
    title_->setWordWrap(true);
    count_ = new QLabel(this);
    count_->setWordWrap(true);
    filter_ = new QLineEdit(this);
    filter_->setObjectName("knownWordsFilter");
    filter_->setClearButtonEnabled(true);
    list_ = new QTextBrowser(this);
    list_->setObjectName("knownWords");
    list_->setOpenLinks(false);
    connect(list_, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        if (url.scheme() == QLatin1String("word"))
            emit wordChosen(QUrl::fromPercentEncoding(url.path().toUtf8()));
    });
    copy_ = new QPushButton(this);
    copy_->setObjectName("knownWordsCopy");
    connect(copy_, &QPushButton::clicked, this,
            [this] { QGuiApplication::clipboard()->setText(shownText()); });
    connect(filter_, &QLineEdit::textChanged, this, &KnownWordsView::refill);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(title_);
    layout->addWidget(count_);
    layout->addWidget(filter_);
    layout->addWidget(list_, 1);
    layout->addWidget(copy_, 0, Qt::AlignRight);
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

QString KnownWordsView::shownText() const {
    const QStringList words = shownWords();
    return words.isEmpty() ? QString() : words.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

void KnownWordsView::refill() {
    const QString filter = filter_->text().trimmed();
    // This view's palette, not the list's: on a theme change this view hears of it first, before
    // the list has the new colours.
    const QPalette& pal = palette();
    const QString colour = pal.color(QPalette::Text).name();
    // Counts and notes a step quieter than the words, never below text contrast (a fixed grey
    // is too pale on white and on the dark theme's base alike).
    const QString muted =
        readableOn(mixed(pal.color(QPalette::Text), pal.color(QPalette::Base), 0.6),
                   pal.color(QPalette::Base))
            .name();
    QString html;
    for (const Group& g : groups_) {
        const QStringList words = wordsMatching(g.words, filter);
        if (words.isEmpty()) continue;
        QStringList items;
        for (const QString& w : words) items.append(wordLink(w, filter, colour));
        html += QStringLiteral("<p><b>%1</b> <span style='color:%4'>(%2)</span><br>%3</p>")
                    .arg(g.title.toHtmlEscaped())
                    .arg(words.size())
                    .arg(items.join(QStringLiteral(" · ")), muted);
    }
    const int shown = int(shownWords().size()), all = wordCount();
    if (html.isEmpty() && !groups_.isEmpty())
        html = QStringLiteral("<p style='color:%2'>%1</p>")
                   .arg(tr("No known word contains “%1”.").arg(filter).toHtmlEscaped(), muted);
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
    list_->setToolTip(tr("Click a word to add it to the source sentence."));
    copy_->setText(tr("Copy the words"));
    copy_->setToolTip(tr("Puts the words shown, one per line, on the clipboard."));
    refill();
}

void KnownWordsView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    if (event->type() == QEvent::PaletteChange) refill();  // the words' colour (dark theme)
    QWidget::changeEvent(event);
}

}  // namespace atlas::views
