package dev.contextrecall.judge.llm;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.Supplier;

import jakarta.enterprise.context.ApplicationScoped;

import dev.contextrecall.config.ContextRecallConfig;
import dev.contextrecall.config.JudgeModels;
import dev.contextrecall.error.ErrorCode;
import dev.contextrecall.error.EvaluationException;
import dev.contextrecall.judge.Judge;
import dev.contextrecall.judge.JudgeSession;
import dev.contextrecall.judge.Judgement;
import dev.contextrecall.judge.Rating;
import dev.contextrecall.judge.callpolicy.JudgeCallPolicy;
import dev.contextrecall.judge.callpolicy.JudgeFault;
import dev.contextrecall.testcase.ContextNode;
import dev.contextrecall.testcase.ImageRef;
import dev.contextrecall.testcase.JudgeKind;
import dev.langchain4j.data.image.Image;

/**
 * The LLM judge: the three AI services behind the call policy, and the checks that make their answers safe to
 * score. An answer that is not usable (malformed JSON, a missing, duplicate or unknown statement number, an
 * unreadable verdict, a rating that is missing or outside 0 to 1) gets one corrective re-ask; a second unusable
 * answer is judge_output_invalid. A rating is never clamped.
 */
@ApplicationScoped
public class LlmJudge implements Judge {

    private final StatementExtractor extractor;
    private final StatementAttributor attributor;
    private final HolisticRater rater;
    private final JudgeCallPolicy policy;
    private final JudgeModels models;
    private final JudgePrompts prompts;
    private final int maxStatements;

    public LlmJudge(StatementExtractor extractor, StatementAttributor attributor, HolisticRater rater,
            JudgeCallPolicy policy, JudgeModels models, JudgePrompts prompts, ContextRecallConfig config) {
        this.extractor = extractor;
        this.attributor = attributor;
        this.rater = rater;
        this.policy = policy;
        this.models = models;
        this.prompts = prompts;
        this.maxStatements = config.limits().maxStatements();
    }

    @Override
    public JudgeKind kind() {
        return JudgeKind.LLM;
    }

    @Override
    public String promptVersion() {
        return prompts.version();
    }

    @Override
    public String modelName(JudgeSession session) {
        String reported = session.meter().reportedModel();
        if (reported != null) {
            return reported;
        }
        String configured = models.configuredModelName(session.model());
        return configured != null ? configured : session.model();
    }

    @Override
    public List<String> extractStatements(String question, String reference, JudgeSession session) {
        String data = PromptData.forExtraction(question, reference, session.language());
        int most = Math.min(maxStatements, words(reference));
        JudgeTemplate template = prompts.extraction();
        return askWithOneCorrection(session, "statement extraction",
                correction -> extractor.extract(template.system(),
                        template.render(Map.of(JudgePrompts.CASE_DATA, data, JudgePrompts.CORRECTION, correction)),
                        models.serviceModelName(session.model())),
                answer -> checkStatements(answer, most));
    }

    /** Image nodes and the reference's images go as image parts; each reference image is one more statement. */
    @Override
    public Judgement attribute(String question, List<String> statements, List<ImageRef> referenceImages,
            List<ContextNode> nodes, JudgeSession session) {
        JudgePrompt prompt = PromptData.attribution(question, statements, referenceImages, nodes, session.language());
        List<Image> images = prompt.langchainImages();
        List<String> all = new ArrayList<>(statements);
        referenceImages.forEach(image -> all.add("[image] " + image.describe()));
        JudgeTemplate template = prompts.attribution();
        return askWithOneCorrection(session, "attribution",
                correction -> attributor.attribute(template.system(), prompt.user(template, correction), images,
                        models.serviceModelName(session.model())),
                answer -> checkAttribution(answer, all, nodes.size()));
    }

    @Override
    public Rating rate(String question, String reference, List<ImageRef> referenceImages, List<ContextNode> nodes,
            JudgeSession session) {
        JudgePrompt prompt = PromptData.holistic(question, reference, referenceImages, nodes, session.language());
        List<Image> images = prompt.langchainImages();
        JudgeTemplate template = prompts.holistic();
        return askWithOneCorrection(session, "holistic rating",
                correction -> rater.rate(template.system(), prompt.user(template, correction), images,
                        models.serviceModelName(session.model())),
                LlmJudge::checkRating);
    }

    /** The outcome of checking one answer: a usable value, or what is wrong with it in words the judge can act on. */
    record Checked<T>(T value, List<String> problems) {
        static <T> Checked<T> ok(T value) {
            return new Checked<>(value, List.of());
        }

        static <T> Checked<T> wrong(List<String> problems) {
            return new Checked<>(null, problems);
        }
    }

    private <A, T> T askWithOneCorrection(JudgeSession session, String what, Function<String, A> ask,
            Function<A, Checked<T>> check) {
        String correction = "";
        List<String> problems = List.of();
        for (int attempt = 0; attempt < 2; attempt++) {
            String currentCorrection = correction;
            A answer;
            try {
                answer = call(session, () -> ask.apply(currentCorrection));
            } catch (MalformedAnswer malformed) {
                problems = List.of("the reply was not a JSON object of the requested shape");
                correction = correctionText(problems);
                continue;
            }
            Checked<T> checked = check.apply(answer);
            if (checked.problems().isEmpty()) {
                return checked.value();
            }
            problems = checked.problems();
            correction = correctionText(problems);
        }
        throw new EvaluationException(ErrorCode.JUDGE_OUTPUT_INVALID,
                "The judge's " + what + " answer was unusable twice: " + String.join("; ", problems) + ".", null);
    }

    private static String correctionText(List<String> problems) {
        return "\nYour previous reply could not be used: " + String.join("; ", problems)
                + ". Answer again, following the instructions exactly, with a JSON object only.";
    }

    /** Signals a reply that is not the JSON we asked for; caught above and re-asked. */
    private static final class MalformedAnswer extends RuntimeException {
        MalformedAnswer(Throwable cause) {
            super(cause.getMessage(), cause, false, false);
        }
    }

    private <A> A call(JudgeSession session, Supplier<A> action) {
        try {
            return session.bind(() -> policy.call(action));
        } catch (RuntimeException failure) {
            JudgeFault fault = JudgeFault.of(failure);
            if (fault == JudgeFault.MALFORMED_OUTPUT) {
                throw new MalformedAnswer(failure);
            }
            throw new EvaluationException(fault.errorCode(), describe(fault, failure), null, failure);
        }
    }

    private static String describe(JudgeFault fault, Throwable failure) {
        return switch (fault) {
            case RATE_LIMITED -> "The judge's provider is rate limiting (HTTP 429) and retries did not get through.";
            case SERVER_ERROR -> "The judge's provider kept failing (HTTP 5xx) and retries did not get through.";
            case CONNECTION -> "The judge's provider could not be reached: " + rootMessage(failure);
            case TIMEOUT -> "The judge did not answer within the time allowed.";
            case CIRCUIT_OPEN -> "The judge's provider failed repeatedly; calls are paused for a while (circuit open).";
            case REJECTED -> "The judge's provider rejected the request: " + rootMessage(failure);
            default -> "The judge call failed: " + rootMessage(failure);
        };
    }

    private static String rootMessage(Throwable failure) {
        Throwable t = failure;
        while (t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        String message = t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage();
        return message.length() > 300 ? message.substring(0, 300) + "..." : message;
    }

    /** Runs of letters and digits: a statement must bring at least one word of the reference. */
    static int words(String text) {
        int words = 0;
        boolean inWord = false;
        for (int i = 0; i < text.length();) {
            int cp = text.codePointAt(i);
            i += Character.charCount(cp);
            boolean letter = Character.isLetterOrDigit(cp);
            words += letter && !inWord ? 1 : 0;
            inWord = letter;
        }
        return words;
    }

    /**
     * The statements are the denominator, so their number is bounded: never more than the reference has words,
     * nor than context-recall.limits.max-statements. More is re-asked, then judge_output_invalid.
     */
    static Checked<List<String>> checkStatements(ExtractedStatements answer, int most) {
        if (answer == null || answer.statements() == null) {
            return Checked.wrong(List.of("the reply has no \"statements\" list"));
        }
        List<String> statements = answer.statements().stream()
                .filter(s -> s != null && !s.isBlank()).map(String::strip).toList();
        if (statements.isEmpty()) {
            return Checked.wrong(List.of("the \"statements\" list is empty, but the reference answer is not"));
        }
        if (statements.size() > most) {
            return Checked.wrong(List.of("the reply has " + statements.size() + " statements; the reference answer"
                    + " makes at most " + most + ", one per distinct claim"));
        }
        return Checked.ok(statements);
    }

    static Checked<Rating> checkRating(HolisticRating answer) {
        if (answer == null || answer.score() == null) {
            return Checked.wrong(List.of("the reply has no numeric \"score\""));
        }
        double score = answer.score();
        if (!Double.isFinite(score) || score < 0.0 || score > 1.0) {
            return Checked.wrong(List.of("\"score\" is " + answer.score() + ", outside 0 to 1"));
        }
        return Checked.ok(new Rating(score, answer.reason()));
    }

    static Checked<Judgement> checkAttribution(Attribution answer, List<String> statements, int nodeCount) {
        if (answer == null || answer.verdicts() == null) {
            return Checked.wrong(List.of("the reply has no \"verdicts\" list"));
        }
        int n = statements.size();
        List<String> problems = new ArrayList<>();
        Map<Integer, Attribution.StatementAnswer> byNumber = new TreeMap<>();
        for (Attribution.StatementAnswer v : answer.verdicts()) {
            if (v == null || v.statement() == null) {
                problems.add("a verdict has no statement number");
            } else if (v.statement() < 1 || v.statement() > n) {
                problems.add("statement " + v.statement() + " does not exist (statements are numbered 1 to " + n + ")");
            } else if (byNumber.putIfAbsent(v.statement(), v) != null) {
                problems.add("statement " + v.statement() + " has more than one verdict");
            } else if (VerdictSpelling.read(v.verdict()).isEmpty()) {
                problems.add("statement " + v.statement() + " has verdict " + PromptData.quoted(v.verdict())
                        + "; use \"yes\" or \"no\"");
            }
        }
        List<Integer> missing = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            if (!byNumber.containsKey(i)) {
                missing.add(i);
            }
        }
        if (!missing.isEmpty()) {
            problems.add("no verdict for statement" + (missing.size() > 1 ? "s " : " ") + missing);
        }
        if (!problems.isEmpty()) {
            return Checked.wrong(problems);
        }
        List<Judgement.JudgedStatement> verdicts = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            Attribution.StatementAnswer v = byNumber.get(i);
            boolean supported = VerdictSpelling.read(v.verdict()).orElseThrow();
            List<Integer> nodes = new ArrayList<>();
            boolean unknownNode = false;
            for (Integer node : v.nodes() == null ? List.<Integer> of() : v.nodes()) {
                if (node != null && node >= 1 && node <= nodeCount) {
                    if (!nodes.contains(node - 1)) {
                        nodes.add(node - 1);
                    }
                } else {
                    unknownNode = true;
                }
            }
            if (supported && nodes.isEmpty()) {
                problems.add("statement " + i + " is \"yes\" but cites no existing node (nodes are numbered 1 to "
                        + nodeCount + ")");
            }
            verdicts.add(new Judgement.JudgedStatement(statements.get(i - 1), supported,
                    supported ? List.copyOf(nodes) : List.of(), supported && unknownNode,
                    supported ? v.quote() : null, v.reason()));
        }
        if (!problems.isEmpty()) {
            return Checked.wrong(problems);
        }
        return Checked.ok(new Judgement(List.copyOf(verdicts), answer.summary()));
    }
}
