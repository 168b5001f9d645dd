package dev.contextrecall;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import static com.tngtech.archunit.base.DescribedPredicate.and;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.core.domain.properties.CanBeAnnotated.Predicates.annotatedWith;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import java.nio.file.Path;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import org.junit.jupiter.api.Test;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;

/**
 * Data flows one way: entry point, validation, metric, judge, result. Each package may use only the ones below it,
 * and no package imports an entry point. A run's summary and its report sit beside that flow: the report reads a
 * summary, and only an entry point may use either. Alignment measures a run's outcomes against labels: it reads
 * outcomes and summaries, and only an entry point uses it. Entry points adapt a transport and decide nothing about
 * a score: they reach validation, the metrics and the judge only through the evaluation service. The same one-way
 * rule holds for the source files' imports, Javadoc links included, which the bytecode does not show.
 */
class LayeringTest {

    static final String ROOT = "dev.contextrecall";

    /** Top to bottom; a layer may be used only by the layers named for it. */
    static final ArchRule LAYERS = layeredArchitecture().consideringOnlyDependenciesInLayers()
            .layer("Entry points").definedBy(ROOT + ".api..", ROOT + ".cli..")
            .layer("Alignment").definedBy(ROOT + ".run.alignment..")
            .layer("Run").definedBy(ROOT + ".run.local..", ROOT + ".run.aws..")
            .layer("Report").definedBy(ROOT + ".run.report..")
            .layer("Summary").definedBy(ROOT + ".run.summary..")
            .layer("Evaluation").definedBy(ROOT + ".evaluation..")
            .layer("Validation").definedBy(ROOT + ".validation..")
            .layer("Telemetry").definedBy(ROOT + ".telemetry..")
            .layer("Metric").definedBy(ROOT + ".metric..")
            .layer("Result").definedBy(ROOT + ".result..")
            .layer("Judge").definedBy(ROOT + ".judge..")
            .layer("Config").definedBy(ROOT + ".config..")
            .layer("Test case").definedBy(ROOT + ".testcase..")
            .layer("Lexical").definedBy(ROOT + ".lexical..")
            .layer("Error").definedBy(ROOT + ".error..")
            .layer("Digest").definedBy(ROOT + ".digest..")
            .layer("Json").definedBy(ROOT + ".json..")
            .whereLayer("Entry points").mayNotBeAccessedByAnyLayer()
            .whereLayer("Alignment").mayOnlyBeAccessedByLayers("Entry points")
            .whereLayer("Run").mayOnlyBeAccessedByLayers("Entry points")
            .whereLayer("Report").mayOnlyBeAccessedByLayers("Entry points", "Run")
            .whereLayer("Summary").mayOnlyBeAccessedByLayers("Entry points", "Alignment", "Run", "Report")
            .whereLayer("Evaluation").mayOnlyBeAccessedByLayers("Entry points", "Run")
            .whereLayer("Validation").mayOnlyBeAccessedByLayers("Evaluation")
            .whereLayer("Telemetry").mayOnlyBeAccessedByLayers("Entry points", "Run", "Evaluation")
            .whereLayer("Metric").mayOnlyBeAccessedByLayers("Entry points", "Run", "Summary", "Evaluation", "Telemetry")
            .whereLayer("Result").mayOnlyBeAccessedByLayers("Entry points", "Run", "Summary", "Evaluation",
                    "Telemetry", "Metric")
            .whereLayer("Judge").mayOnlyBeAccessedByLayers("Metric")
            .whereLayer("Config").mayOnlyBeAccessedByLayers("Entry points", "Run", "Evaluation", "Validation",
                    "Telemetry", "Metric", "Judge")
            .whereLayer("Test case").mayOnlyBeAccessedByLayers("Run", "Evaluation", "Validation", "Metric", "Result", "Judge",
                    "Config")
            .whereLayer("Lexical").mayOnlyBeAccessedByLayers("Validation", "Metric", "Judge", "Config", "Test case")
            .because("data flows from the entry point to validation, the metric, the judge and the result");

    /** The judge's parts (the LLM judge, its call policy, the offline judge) and every other package: no cycles. */
    static final ArchRule NO_CYCLES = slices().matching(ROOT + ".(**)").should().beFreeOfCycles();

    /**
     * Parsing, choosing the variant, scoring and judging happen behind ContextRecallEvaluation: an entry point may
     * read a result record, never call a parser, a scorer or a judge itself.
     */
    static final ArchRule ENTRY_POINTS_ADAPT = noClasses().that().resideInAnyPackage(ROOT + ".api..", ROOT + ".cli..")
            .should().dependOnClassesThat(resideInAnyPackage(ROOT + ".validation..", ROOT + ".judge..",
                    ROOT + ".lexical..", ROOT + ".testcase..")
                    .or(and(resideInAPackage(ROOT + ".metric.."), annotatedWith(ApplicationScoped.class))))
            .because("entry points adapt a transport; the evaluation service decides");

    /**
     * The Lambda functions and REST resources hold no run logic: summarizing a run, choosing its baseline, reporting
     * it and its metrics belong to the run wing (the evaluation-summary function only hands over the request).
     */
    static final ArchRule FUNCTIONS_HOLD_NO_RUN_LOGIC = noClasses().that().resideInAPackage(ROOT + ".api..")
            .should().dependOnClassesThat(resideInAnyPackage(ROOT + ".run.report..")
                    .or(com.tngtech.archunit.core.domain.JavaClass.Predicates.simpleNameStartingWith("RunSummarizer"))
                    .or(com.tngtech.archunit.core.domain.JavaClass.Predicates.simpleNameStartingWith("MapRunResults"))
                    .or(com.tngtech.archunit.core.domain.JavaClass.Predicates.simpleNameStartingWith("RunComparison"))
                    .or(com.tngtech.archunit.core.domain.JavaClass.Predicates.simpleName("Emf")))
            .because("entry points adapt a transport; the run wing decides about runs");

    /** The run wing's two engines share the summary and the report, never each other's code. */
    static final ArchRule LOCAL_RUN_AND_AWS_RUN_APART = noClasses().that().resideInAPackage(ROOT + ".run.local..")
            .should().dependOnClassesThat(resideInAPackage(ROOT + ".run.aws.."))
            .because("the local engine and the AWS adapters each read and write their own store");

    static final ArchRule AWS_RUN_AND_LOCAL_RUN_APART = noClasses().that().resideInAPackage(ROOT + ".run.aws..")
            .should().dependOnClassesThat(resideInAPackage(ROOT + ".run.local.."))
            .because("the local engine and the AWS adapters each read and write their own store");

    /** Past this a class holds more than one idea; split it along a seam it already has. */
    static final int MAX_LINES_PER_MAIN_CLASS = 350;

    static final Path MAIN_SOURCES = Path.of("src/main/java");

    /** Imported once for all the rules: reading the bytecode is most of this class's time. */
    private static JavaClasses production;

    private static synchronized JavaClasses production() {
        if (production == null) {
            production = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                    .importPackages(ROOT);
        }
        return production;
    }

    @Test
    void packagesDependOnEachOtherOneWayOnly() {
        LAYERS.check(production());
    }

    @Test
    void functionsHoldNoRunLogic() {
        FUNCTIONS_HOLD_NO_RUN_LOGIC.check(production());
    }

    @Test
    void theLocalRunAndTheAwsRunShareOnlyTheSummaryAndTheReport() {
        LOCAL_RUN_AND_AWS_RUN_APART.check(production());
        AWS_RUN_AND_LOCAL_RUN_APART.check(production());
    }

    @Test
    void noMainClassIsLongerThan350Lines() throws java.io.IOException {
        java.util.Map<Path, Integer> lengths = new java.util.TreeMap<>();
        try (var files = java.nio.file.Files.walk(MAIN_SOURCES)) {
            for (Path f : (Iterable<Path>) files.filter(f -> f.toString().endsWith(".java"))::iterator) {
                int lines = java.nio.file.Files.readAllLines(f).size();
                if (lines > MAX_LINES_PER_MAIN_CLASS) {
                    lengths.put(MAIN_SOURCES.relativize(f), lines);
                }
            }
        }
        assertEquals(java.util.Map.of(), lengths);
    }

    @Test
    void noPackagesFormACycle() {
        NO_CYCLES.check(production());
    }

    @Test
    void entryPointsReachTheScoringOnlyThroughTheEvaluationService() {
        ENTRY_POINTS_ADAPT.check(production());
    }

    @Test
    void everyImportOfTheProjectIsUsedByCodeNotOnlyByAComment() {
        List<String> commentOnly = SourceImports.under(MAIN_SOURCES, ROOT).stream()
                .filter(i -> !i.usedInCode()).map(i -> i.file() + ": " + i.imported()).toList();
        assertEquals(List.of(), commentOnly);
    }

    /**
     * The fields only a result has (a request shares others, such as threshold or judge, which its parser reads), read
     * by name: code reads a result as types ({@code ScoredResult}, the result records).
     */
    static final java.util.regex.Pattern RESULT_FIELD_BY_NAME = java.util.regex.Pattern.compile(
            "\\.(path|get|has|hasNonNull)\\(\"(score|success|metric|verdicts|verdict|quote|evidence_verified|usage|"
                    + "llm_calls|input_tokens|output_tokens|cached_input_tokens|evaluation_cost|duration_ms|"
                    + "evaluation_model|prompt_version|flaky|statements_reused|statements_supplied)\"\\)");

    @Test
    void noMainClassReadsAResultBackByFieldName() throws java.io.IOException {
        List<String> reads;
        try (var files = java.nio.file.Files.walk(MAIN_SOURCES)) {
            reads = files.filter(f -> f.toString().endsWith(".java")).flatMap(f -> {
                try {
                    return java.nio.file.Files.readAllLines(f).stream()
                            .filter(line -> RESULT_FIELD_BY_NAME.matcher(line).find())
                            .map(line -> MAIN_SOURCES.relativize(f) + ": " + line.strip());
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }).toList();
        }
        assertEquals(List.of(), reads);
    }

    @Test
    void aResultReadByFieldNameIsReported() {
        assertTrue(RESULT_FIELD_BY_NAME.matcher("double s = result.get(\"score\").asDouble();").find());
        assertTrue(RESULT_FIELD_BY_NAME.matcher("v.path(\"verdict\").asText()").find());
        assertTrue(!RESULT_FIELD_BY_NAME.matcher("body.get(\"turns\")").find());
    }

    @Test
    void theSourcesImportsFormNoCycleBetweenPackages() {
        assertEquals(List.of(), SourceImports.packageCycles(SourceImports.under(MAIN_SOURCES, ROOT)));
    }

    @Test
    void aJavadocOnlyImportAndTheCycleItClosesAreReported() {
        List<SourceImports.Import> planted = List.of(
                SourceImports.of("testcase/Algorithm.java", """
                        package dev.contextrecall.testcase;

                        import java.util.List;

                        import dev.contextrecall.validation.VariantChoice;

                        /** Chosen by {@link VariantChoice}. */
                        public enum Algorithm {
                            STATEMENTS; // as VariantChoice says
                            /* Neither a comment nor a string is a use: */
                            static final List<String> NAMES = List.of("VariantChoice", "a \\"VariantChoice\\"");
                        }
                        """, ROOT).get(0),
                SourceImports.of("validation/VariantChoice.java", """
                        package dev.contextrecall.validation;

                        import dev.contextrecall.testcase.Algorithm;

                        final class VariantChoice { Algorithm chosen; }
                        """, ROOT).get(0));

        assertEquals(List.of(false, true), planted.stream().map(SourceImports.Import::usedInCode).toList());
        assertEquals(List.of(List.of(ROOT + ".testcase", ROOT + ".validation")), SourceImports.packageCycles(planted));
    }

    @Test
    void anImportThatRunsBackUpIsReported() {
        // The whole code base plus one test-only metric class that uses an entry point.
        JavaClasses withWrongImport = new ClassFileImporter().importPackages(ROOT);
        EvaluationResult result = LAYERS.evaluate(withWrongImport);
        assertTrue(result.hasViolation());
        String report = result.getFailureReport().toString();
        assertTrue(report.contains("dev.contextrecall.metric.WrongWayImport"), report);
        assertTrue(report.lines().filter(line -> line.contains("Class <")).allMatch(line -> line.contains("WrongWayImport")),
                report);
    }
}
