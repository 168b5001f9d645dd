package dev.contextrecall.judge.offline;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import jakarta.enterprise.context.ApplicationScoped;

import dev.contextrecall.error.EvaluationException;
import dev.contextrecall.judge.Judge;
import dev.contextrecall.judge.JudgeSession;
import dev.contextrecall.judge.Judgement;
import dev.contextrecall.judge.Rating;
import dev.contextrecall.lexical.Languages;
import dev.contextrecall.lexical.SentenceSplitter;
import dev.contextrecall.lexical.Support;
import dev.contextrecall.lexical.SupportFinder;
import dev.contextrecall.testcase.ContextNode;
import dev.contextrecall.testcase.ImageRef;
import dev.contextrecall.testcase.JudgeKind;

/**
 * The judge that needs no network and no key: statements are the reference's sentences, and each is attributed to
 * the nodes by weighted word and number overlap computed in code ({@link SupportFinder}). Deterministic, and a
 * "yes" always quotes a span copied from the node it cites, so the evidence check holds for it as for the LLM.
 */
@ApplicationScoped
public class OfflineJudge implements Judge {

    /** Reported as evaluation_model; the number changes whenever the method or its threshold does. */
    public static final String NAME = "offline-lexical/45";

    @Override
    public JudgeKind kind() {
        return JudgeKind.OFFLINE;
    }

    @Override
    public String promptVersion() {
        return null;
    }

    @Override
    public String modelName(JudgeSession session) {
        return NAME;
    }

    /** It extracts nothing: with this judge the statements are the sentences of the reference. */
    @Override
    public List<String> extractStatements(String question, String reference, JudgeSession session) {
        return SentenceSplitter.split(reference, session.language());
    }

    /** It reads text only: images, in the reference or among the nodes, are refused, never dropped. */
    @Override
    public Judgement attribute(String question, List<String> statements, List<ImageRef> referenceImages,
            List<ContextNode> nodes, JudgeSession session) {
        if (!referenceImages.isEmpty() || nodes.stream().anyMatch(ContextNode::isImage)) {
            throw EvaluationException.invalid(referenceImages.isEmpty() ? "retrieval_context" : "expected_output",
                    "This judge reads text only; the test case holds images.");
        }
        session.requireTimeLeft();
        // One language for the case: the request's, else its statements', else, when they are too short to tell, the chunks'.
        String language = Languages.ofCase(session.language(), String.join(" ", statements),
                nodes.stream().map(ContextNode::text).toList());
        SupportFinder finder = new SupportFinder(nodes.stream().map(ContextNode::text).toList(), language);
        List<Judgement.JudgedStatement> verdicts = new ArrayList<>();
        List<Integer> notFound = new ArrayList<>();
        for (int i = 0; i < statements.size(); i++) {
            session.requireTimeLeft();
            Support s = finder.find(statements.get(i));
            if (!s.supported()) {
                notFound.add(i + 1);
            }
            verdicts.add(new Judgement.JudgedStatement(statements.get(i), s.supported(),
                    s.supported() ? s.nodes() : List.of(), false, s.quote(), reason(s)));
        }
        return new Judgement(List.copyOf(verdicts), summary(statements.size(), notFound));
    }

    /**
     * It rates nothing: a holistic rating is an LLM's. The request parser refuses such a request before any metric
     * runs, with this same error; this is the judge's own refusal, should a case get here another way.
     */
    @Override
    public Rating rate(String question, String reference, List<ImageRef> referenceImages, List<ContextNode> nodes,
            JudgeSession session) {
        throw EvaluationException.invalid("algorithm", "algorithm 'holistic' is a rating by an LLM judge, and this"
                + " request would be scored by the offline judge (judge 'offline', or no LLM provider configured).");
    }

    static String reason(Support s) {
        String share = Math.round(100 * s.coverage()) + "%";
        String lacking = s.missing().isEmpty() ? "" : "; not found: " + String.join(", ", s.missing());
        if (s.supported()) {
            String held = s.nodes().size() == 1
                    ? "Node " + (s.nodes().get(0) + 1) + " holds " + share + " of its weighted words and numbers"
                    : "Nodes " + (s.nodes().get(0) + 1) + " and " + (s.nodes().get(1) + 1) + " together hold " + share
                            + " of its weighted words and numbers";
            return s.missing().isEmpty() ? held + "." : "Partly: " + Character.toLowerCase(held.charAt(0))
                    + held.substring(1) + lacking + ".";
        }
        if (s.nodes().isEmpty() && s.missing().isEmpty()) {
            return "It has no content word to look for.";
        }
        if (s.contrast() != null) {
            return "The best match, " + nodesText(s.nodes()) + ", holds " + share + " of its weighted words and numbers"
                    + " but says \"" + s.contrast().instead() + "\" where the sentence says \"" + s.contrast().said()
                    + "\"" + lacking + ".";
        }
        if (s.negationDisagrees()) {
            return "The best match, " + nodesText(s.nodes()) + ", holds " + share + " of its weighted words and numbers"
                    + " but has no negation (not, no, never) as the sentence does.";
        }
        if (s.numbersDisagree()) {
            return (s.nodes().isEmpty() || s.coverage() == 0 ? "No retrieved node gives its numbers"
                    : "The best match, " + nodesText(s.nodes()) + ", holds " + share
                            + " of its weighted words and numbers but not its numbers") + lacking + ".";
        }
        if (s.numbersOnly()) {
            return "The best match, " + nodesText(s.nodes()) + ", holds " + (s.numbersFound() < s.numbers() ? "some of "
                    : "") + "its numbers but none of its words" + lacking + ".";
        }
        if (s.thin() == Support.Thin.UNDATED) {
            return "The best match, " + nodesText(s.nodes()) + ", holds " + share
                    + " of its weighted words and numbers but not the day of its date" + lacking + ".";
        }
        if (s.thin() == Support.Thin.ONE_WORD) {
            return "The best match, " + nodesText(s.nodes()) + ", holds " + share
                    + " of its weighted words and numbers but only one of its words" + lacking + ".";
        }
        if (s.nodes().isEmpty() || s.coverage() == 0) {
            return "No retrieved node shares its words or numbers" + lacking + ".";
        }
        return "The best match, " + nodesText(s.nodes()) + ", holds only " + share
                + " of its weighted words and numbers" + lacking + ".";
    }

    private static String nodesText(List<Integer> nodes) {
        return nodes.size() == 1 ? "node " + (nodes.get(0) + 1)
                : "nodes " + (nodes.get(0) + 1) + " and " + (nodes.get(1) + 1);
    }

    static String summary(int total, List<Integer> notFound) {
        String method = " (offline lexical judge: weighted word and number overlap, no LLM)";
        String found = (total - notFound.size()) + " of " + total + " reference sentences are found in the retrieved nodes"
                + method;
        if (notFound.isEmpty()) {
            return found + ".";
        }
        String which = notFound.stream().map(String::valueOf).collect(Collectors.joining(", "));
        return found + "; not found: sentence" + (notFound.size() > 1 ? "s " : " ") + which + ".";
    }
}
