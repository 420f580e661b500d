#include "Comparison.h"

#include "AttentionLabels.h"

namespace atlas::views {

namespace {

QString headName(int head) {
    return head < 0 ? Comparison::tr("mean") : Comparison::tr("head %1").arg(head);
}

}  // namespace

Comparison Comparison::of(const Snapshot& a, const Snapshot* secondSentence, Stack stack,
                          const CompareChoice& choice, const AttentionFilter& filter) {
    using Mode = CompareChoice::Mode;
    Comparison out;
    const Snapshot* b = choice.mode == Mode::TwoSentences ? secondSentence : &a;
    if (!b) {
        out.problem = tr("Type a second sentence to compare the same head on both.");
        return out;
    }
    const int layerB = choice.mode == Mode::TwoHeads ? choice.layerA : choice.layerB;
    const int headB = choice.mode == Mode::TwoLayers ? choice.headA : choice.headB;
    const bool sameSentence = choice.mode == Mode::TwoSentences;
    const Grid mapA = headMap(a, stack, choice.layerA, choice.headA);
    const Grid mapB = headMap(*b, stack, sameSentence ? choice.layerA : layerB,
                              sameSentence ? choice.headA : headB);
    if (mapA.empty() || mapB.empty()) {
        out.problem = tr("This model has no such layer or head.");
        return out;
    }
    const FilteredMap fa = applyFilter(mapA, a.queries(stack), a.keys(stack), filter);
    const FilteredMap fb = applyFilter(mapB, b->queries(stack), b->keys(stack), filter);
    out.difference = views::difference(fa.grid, fb.grid);
    out.rowTokens = pairedTokens(fa.rowTokens, fb.rowTokens);
    out.colTokens = pairedTokens(fa.colTokens, fb.colTokens);

    const QString stackName = AttentionLabels::stackName(stack);
    switch (choice.mode) {
        case Mode::TwoHeads:
            out.title = tr("%1 · layer %2: %3 − %4")
                            .arg(stackName)
                            .arg(choice.layerA)
                            .arg(headName(choice.headA), headName(headB));
            break;
        case Mode::TwoLayers:
            out.title = tr("%1 · %2: layer %3 − layer %4")
                            .arg(stackName, headName(choice.headA))
                            .arg(choice.layerA)
                            .arg(layerB);
            break;
        case Mode::TwoSentences:
            out.title = tr("%1 · layer %2 · %3: sentence A − sentence B")
                            .arg(stackName)
                            .arg(choice.layerA)
                            .arg(headName(choice.headA));
            break;
    }
    return out;
}

}  // namespace atlas::views
