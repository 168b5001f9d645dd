package dev.contextrecall.metric.attribution;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dev.contextrecall.testcase.ContextNode;
import dev.contextrecall.testcase.Interaction;
import dev.contextrecall.testcase.Turn;

/**
 * A conversation cut into interactions (the user turns, then the assistant turns that answer them) and, for every
 * interaction i, the sliding window of interactions max(0, i - size + 1) .. i. A window's context is the union of
 * its assistant turns' retrieval context in conversation order, duplicates (same text, same image) and blank
 * chunks left out.
 */
public final class ConversationWindows {

    /** One node of a window's context and where it came from: turn and index in that turn's retrieval_context. */
    public record SourcedNode(ContextNode node, int turn, int index) {
    }

    public record Window(int index, int firstInteraction, int lastInteraction, int firstTurn, int lastTurn,
            List<SourcedNode> context) {

        public boolean hasContext() {
            return !context.isEmpty();
        }

        public List<ContextNode> nodes() {
            return context.stream().map(SourcedNode::node).toList();
        }
    }

    private ConversationWindows() {
    }

    public static List<Window> of(List<Turn> turns, int size) {
        List<Interaction> interactions = Interaction.of(turns);
        List<Window> windows = new ArrayList<>();
        for (int i = 0; i < interactions.size(); i++) {
            int from = Math.max(0, i - size + 1);
            int firstTurn = interactions.get(from).firstTurn();
            int lastTurn = interactions.get(i).lastTurn();
            Map<String, SourcedNode> union = new LinkedHashMap<>();
            for (int t = firstTurn; t <= lastTurn; t++) {
                List<ContextNode> context = turns.get(t).retrievalContext();
                for (int n = 0; n < context.size(); n++) {
                    ContextNode node = context.get(n);
                    if (!node.isBlank()) {
                        union.putIfAbsent(node.isImage() ? "image " + node.image().key() : "text " + node.text(),
                                new SourcedNode(node, t, n));
                    }
                }
            }
            windows.add(new Window(i, from, i, firstTurn, lastTurn, List.copyOf(union.values())));
        }
        return windows;
    }
}
