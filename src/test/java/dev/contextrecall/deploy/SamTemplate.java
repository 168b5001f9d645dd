package dev.contextrecall.deploy;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * template.yaml as data, as cfn-lint decodes it ({@link CfnDecoder}): resources by type, functions with their Globals applied, and a small evaluator that
 * resolves intrinsic functions with the parameters' defaults (what "sam deploy --guided" proposes).
 */
final class SamTemplate {

    static final String FUNCTION = "AWS::Serverless::Function";

    final Map<String, Object> root;

    /** After the SAM transform: where each function's effective settings (Globals applied by SAM) are read. */
    private final Map<String, Object> translated;

    SamTemplate(CfnDecoder.Decoded decoded) {
        this.root = decoded.template();
        this.translated = decoded.translated();
    }

    static SamTemplate load(Path file) {
        return new SamTemplate(CfnDecoder.decode(file));
    }

    Map<String, Object> resources() {
        return map(root.get("Resources"));
    }

    Map<String, Object> resource(String name) {
        return map(resources().get(name));
    }

    String type(String name) {
        return (String) resource(name).get("Type");
    }

    Map<String, Object> properties(String name) {
        return map(resource(name).get("Properties"));
    }

    /** Logical ids of the resources of one type, in template order. */
    List<String> ofType(String type) {
        List<String> out = new ArrayList<>();
        resources().forEach((name, r) -> {
            if (type.equals(map(r).get("Type"))) {
                out.add(name);
            }
        });
        return out;
    }

    Map<String, Object> globalFunction() {
        return map(map(root.get("Globals")).get("Function"));
    }

    /** A function's effective property, as the SAM transform gives its AWS::Lambda::Function (Globals applied). */
    Object functionProperty(String function, String property) {
        return deployedFunction(function).get(property);
    }

    /** A function's environment, as the SAM transform merges Globals' variables and its own. */
    Map<String, Object> environment(String function) {
        return map(map(deployedFunction(function).get("Environment")).get("Variables"));
    }

    /** Variables that a function's environment names anywhere, Globals included. */
    List<String> environmentNames() {
        List<String> names = new ArrayList<>();
        for (String f : ofType(FUNCTION)) {
            names.addAll(environment(f).keySet());
        }
        return names;
    }

    /** The properties of the AWS::Lambda::Function the SAM transform made of this AWS::Serverless::Function. */
    private Map<String, Object> deployedFunction(String function) {
        Map<String, Object> resource = map(map(translated.get("Resources")).get(function));
        if (!"AWS::Lambda::Function".equals(resource.get("Type"))) {
            throw new IllegalArgumentException("The SAM transform made no AWS::Lambda::Function " + function);
        }
        return map(resource.get("Properties"));
    }

    /** The function whose QUARKUS_FUNQY_EXPORT is this export, if any. */
    Optional<String> functionExporting(String export) {
        return ofType(FUNCTION).stream().filter(f -> export.equals(environment(f).get("QUARKUS_FUNQY_EXPORT")))
                .findFirst();
    }

    /** The logical id a reference points at: Ref X, Ref X.Alias, GetAtt X.Arn, or "${X}"/"${X.Arn}" in a Sub. */
    static Optional<String> referencedResource(Object value) {
        if (value instanceof Map<?, ?> m) {
            if (m.get("Ref") instanceof String ref) {
                return Optional.of(ref.endsWith(".Alias") ? ref.substring(0, ref.length() - 6) : ref);
            }
            if (m.get("Fn::GetAtt") instanceof List<?> getAtt) {
                return Optional.of(String.valueOf(getAtt.get(0)));
            }
            if (m.get("Fn::Sub") instanceof String sub) {
                Matcher matcher = Pattern.compile("\\$\\{([A-Za-z0-9]+)").matcher(sub);
                return matcher.find() ? Optional.of(matcher.group(1)) : Optional.empty();
            }
        }
        return Optional.empty();
    }

    /** Resolves intrinsic functions with parameter defaults; references to resources resolve to "resource:Name". */
    Object resolve(Object value) {
        if (!(value instanceof Map<?, ?> m) || m.size() != 1) {
            return value;
        }
        Map.Entry<?, ?> e = m.entrySet().iterator().next();
        Object arg = e.getValue();
        switch ((String) e.getKey()) {
            case "Ref": {
                String name = (String) arg;
                Map<String, Object> parameter = map(map(root.get("Parameters")).get(name));
                if (!parameter.isEmpty()) {
                    Object def = parameter.get("Default");
                    return def == null ? null : String.valueOf(def);
                }
                return name.startsWith("AWS::") ? name : "resource:" + name;
            }
            case "Fn::FindInMap": {
                List<?> args = (List<?>) arg;
                Map<String, Object> mapping = map(map(root.get("Mappings")).get(String.valueOf(resolve(args.get(0)))));
                Object top = mapping.get(String.valueOf(resolve(args.get(1))));
                return map(top).get(String.valueOf(resolve(args.get(2))));
            }
            case "Fn::If": {
                List<?> args = (List<?>) arg;
                return resolve(condition((String) args.get(0)) ? args.get(1) : args.get(2));
            }
            default:
                return value;
        }
    }

    boolean condition(String name) {
        return truth(map(root.get("Conditions")).get(name));
    }

    private boolean truth(Object expression) {
        Map<String, Object> m = map(expression);
        if (m.containsKey("Fn::Equals")) {
            List<?> args = (List<?>) m.get("Fn::Equals");
            return String.valueOf(resolve(args.get(0))).equals(String.valueOf(resolve(args.get(1))));
        }
        if (m.containsKey("Fn::Not")) {
            return !truth(((List<?>) m.get("Fn::Not")).get(0));
        }
        if (m.containsKey("Fn::And")) {
            return ((List<?>) m.get("Fn::And")).stream().allMatch(this::truth);
        }
        if (m.containsKey("Fn::Or")) {
            return ((List<?>) m.get("Fn::Or")).stream().anyMatch(this::truth);
        }
        if (m.containsKey("Condition")) {
            return condition((String) m.get("Condition"));
        }
        throw new IllegalArgumentException("Condition form not supported here: " + expression);
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> map(Object value) {
        return value instanceof Map<?, ?> m ? (Map<String, Object>) m : Map.of();
    }

    static List<Object> list(Object value) {
        return value instanceof List<?> l ? new ArrayList<>(l) : value == null ? List.of() : List.of(value);
    }
}
