package dev.contextrecall.metric.attribution;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;

import dev.contextrecall.metric.attribution.ConversationWindows.SourcedNode;
import dev.contextrecall.metric.attribution.ConversationWindows.Window;
import dev.contextrecall.testcase.ContextNode;
import dev.contextrecall.testcase.ImageRef;
import dev.contextrecall.testcase.Turn;

/** A conversation cut into interactions and the sliding windows whose context each window's statements are judged on. */
class ConversationWindowsTest {

    static Turn user(String content) {
        return new Turn(Turn.Role.USER, content, List.of());
    }

    static Turn assistant(String content, ContextNode... context) {
        return new Turn(Turn.Role.ASSISTANT, content, List.of(context));
    }

    static ContextNode text(String text) {
        return new ContextNode(text, null, null);
    }

    static ContextNode image(String url) {
        return new ContextNode("", null, null, new ImageRef(url, null, null));
    }

    static List<String> texts(Window w) {
        return w.context().stream().map(s -> s.node().isImage() ? s.node().image().url() : s.node().text()).toList();
    }

    @Test
    void eachInteractionEndsAWindowOfAtMostSizeInteractions() {
        List<Turn> turns = List.of(
                user("q0"), assistant("a0", text("c0")),
                user("q1"), assistant("a1", text("c1")),
                user("q2"), assistant("a2", text("c2")));

        List<Window> windows = ConversationWindows.of(turns, 2);

        assertEquals(3, windows.size());
        assertEquals(List.of(0, 0, 1), windows.stream().map(Window::firstInteraction).toList());
        assertEquals(List.of(0, 1, 2), windows.stream().map(Window::lastInteraction).toList());
        assertEquals(List.of(0, 0, 2), windows.stream().map(Window::firstTurn).toList());
        assertEquals(List.of(1, 3, 5), windows.stream().map(Window::lastTurn).toList());
        assertEquals(List.of("c1", "c2"), texts(windows.get(2)));
    }

    @Test
    void userTurnsInARowAndAssistantTurnsInARowAreOneInteraction() {
        List<Turn> turns = List.of(
                user("q0"), user("q0, again"), assistant("a0", text("c0")), assistant("a0, more", text("c0b")),
                user("q1"), assistant("a1", text("c1")));

        List<Window> windows = ConversationWindows.of(turns, 1);

        assertEquals(2, windows.size());
        assertEquals(0, windows.get(0).firstTurn());
        assertEquals(3, windows.get(0).lastTurn());
        assertEquals(List.of("c0", "c0b"), texts(windows.get(0)));
        assertEquals(List.of("c1"), texts(windows.get(1)));
    }

    @Test
    void theContextIsTheUnionInConversationOrderWithoutDuplicatesOrBlanks() {
        List<Turn> turns = List.of(
                user("q0"), assistant("a0", text("shared"), text("  "), image("https://example.com/a.png")),
                user("q1"), assistant("a1", text("new"), text("shared"), image("https://example.com/a.png"),
                        image("https://example.com/b.png")));

        Window last = ConversationWindows.of(turns, 2).get(1);

        assertEquals(List.of("shared", "https://example.com/a.png", "new", "https://example.com/b.png"), texts(last));
        // Each node keeps where it was first seen: turn and index in that turn's retrieval_context.
        assertEquals(List.of(new SourcedNode(text("shared"), 1, 0), new SourcedNode(image("https://example.com/a.png"), 1, 2),
                new SourcedNode(text("new"), 3, 0), new SourcedNode(image("https://example.com/b.png"), 3, 3)),
                last.context());
        assertEquals(last.context().stream().map(SourcedNode::node).toList(), last.nodes());
    }

    @Test
    void aTextAndAnImageWithTheSameWordsAreDifferentNodes() {
        List<Turn> turns = List.of(user("q"), assistant("a", text("https://example.com/a.png"),
                image("https://example.com/a.png")));

        assertEquals(2, ConversationWindows.of(turns, 1).get(0).context().size());
    }

    @Test
    void aWindowWithoutRetrievedChunksHasNoContext() {
        List<Turn> turns = List.of(user("hello"), assistant("Hi, how can I help?"),
                user("q1"), assistant("a1", text("c1")));

        List<Window> windows = ConversationWindows.of(turns, 3);

        assertFalse(windows.get(0).hasContext());
        assertTrue(windows.get(1).hasContext());
        assertEquals(Arrays.asList(0, 1), windows.stream().map(Window::index).toList());
    }
}
