// Issue 36, item 3: a combo box narrower than its text (the model box in German at 1280 px)
// ends the text in "…" with the whole text in its tooltip, rather than cutting a letter.

#include <QApplication>
#include <QComboBox>
#include <QImage>
#include <QtTest>

#include "ElidingComboBox.h"

using atlas::views::ElidingComboBox;

namespace {

const QString kName = QStringLiteral("Trainiertes MHA (eingebaut, Englisch → Deutsch)");

QImage render(QComboBox& box, int width) {
    box.addItem(kName);
    box.resize(width, box.sizeHint().height());
    return box.grab().toImage();
}

}  // namespace

class TestElidingCombo : public QObject {
    Q_OBJECT

private slots:
    void narrowEndsInEllipsisWithTheNameInTheTooltip() {
        ElidingComboBox box;
        const QImage ours = render(box, 140);
        QVERIFY2(box.shownText().endsWith(QChar(0x2026)), qPrintable(box.shownText()));
        QVERIFY(box.shownText().size() < kName.size());
        QCOMPARE(box.toolTip(), kName);
        // What it draws is not what QComboBox draws (the name cut mid-letter at the edge).
        QComboBox plain;
        QVERIFY(ours != render(plain, 140));
    }
    void wideShowsTheWholeNameAndNoTooltip() {
        ElidingComboBox box;
        const QImage ours = render(box, 600);
        QCOMPARE(box.shownText(), kName);
        QVERIFY(box.toolTip().isEmpty());
        QComboBox plain;
        QCOMPARE(ours, render(plain, 600));
    }
};

QTEST_MAIN(TestElidingCombo)
#include "tst_elidingcombo.moc"
