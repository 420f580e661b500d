#include "AboutDialog.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace atlas {

QString AboutDialog::html() {
    const QString version = QApplication::applicationVersion();
    return tr("<h2>Attention Atlas %1</h2>"
              "<p>Runs a real encoder-decoder transformer and shows what happens inside it: "
              "tokens and embeddings, every attention head of every layer, and what the KV "
              "cache costs.</p>"
              "<p>It follows, and uses the notation of, Serret, <i>Understanding Transformers "
              "and Attention Mechanisms: An Introduction for Applied Mathematicians</i>, "
              "<a href=\"https://arxiv.org/abs/2604.00965\">arXiv:2604.00965</a> (2026): "
              "Q, K, V, A = exp(QKᵀ/√d<sub>QK</sub>) with d<sub>QK</sub> the query/key width "
              "of one head, Z = diag(A1), Y = Z⁻¹AV, W<sub>O</sub> and MLA's latent L.</p>")
               .arg(version) +
           tr("<h3>Licence</h3>"
              "<p>Attention Atlas is free software under the MIT License. Copyright © 2026 The "
              "Attention Atlas developers. The libraries below keep their own licences.</p>") +
           tr("<h3>Built with</h3><ul>"
              "<li><a href=\"https://www.qt.io/\">Qt</a> %1 — GNU LGPL version 3</li>"
              "<li><a href=\"https://eigen.tuxfamily.org/\">Eigen</a> — Mozilla Public "
              "License 2.0</li>"
              "<li><a href=\"https://github.com/google/sentencepiece\">SentencePiece</a> — "
              "Apache License 2.0</li>"
              "<li><a href=\"https://github.com/nlohmann/json\">nlohmann/json</a> — MIT "
              "License</li>"
              "<li><a href=\"https://www.openblas.net/\">OpenBLAS</a> — BSD 3-Clause "
              "License</li>"
              "<li><a href=\"https://github.com/kkos/oniguruma\">Oniguruma</a>, "
              "<a href=\"https://www.pcre.org/\">PCRE2</a> — BSD 2- and 3-Clause "
              "Licenses</li>"
              "<li><a href=\"https://icu.unicode.org/\">ICU</a> — Unicode License</li>"
              "<li>Noto CJK fonts (from the system, for Chinese) — SIL Open Font License "
              "1.1</li></ul>")
               .arg(QString::fromLatin1(qVersion()));
}

AboutDialog::AboutDialog(QWidget* parent) : QDialog(parent) {
    setObjectName("aboutDialog");
    setWindowTitle(tr("About Attention Atlas"));
    auto* icon = new QLabel(this);
    const int em = fontMetrics().height();
    icon->setPixmap(QApplication::windowIcon().pixmap(em * 4, em * 4));
    icon->setAlignment(Qt::AlignTop);
    auto* text = new QTextBrowser(this);
    text->setObjectName("aboutText");
    text->setOpenExternalLinks(true);
    text->setFrameShape(QFrame::NoFrame);
    text->viewport()->setAutoFillBackground(false);
    text->setHtml(html());
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* row = new QHBoxLayout;
    row->addWidget(icon);
    row->addWidget(text, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(row, 1);
    layout->addWidget(buttons);
    resize(em * 34, em * 31);  // the whole text, licences included, without scrolling
}

}  // namespace atlas
