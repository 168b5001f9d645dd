package dev.contextrecall.deploy;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.AbstractConstruct;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import org.yaml.snakeyaml.nodes.Tag;

/**
 * Reads a CloudFormation YAML template, short-form tags included: !Ref x becomes {"Ref": x}, !GetAtt A.B becomes
 * {"Fn::GetAtt": [A, B]}, !Sub ... becomes {"Fn::Sub": ...}, and so on: the JSON form CloudFormation itself uses.
 */
final class CfnYaml {

    private static final Map<String, String> FUNCTIONS = Map.ofEntries(
            Map.entry("!Ref", "Ref"), Map.entry("!Condition", "Condition"), Map.entry("!GetAtt", "Fn::GetAtt"),
            Map.entry("!Sub", "Fn::Sub"), Map.entry("!If", "Fn::If"), Map.entry("!Equals", "Fn::Equals"),
            Map.entry("!Not", "Fn::Not"), Map.entry("!And", "Fn::And"), Map.entry("!Or", "Fn::Or"),
            Map.entry("!Select", "Fn::Select"), Map.entry("!Split", "Fn::Split"), Map.entry("!Join", "Fn::Join"),
            Map.entry("!FindInMap", "Fn::FindInMap"), Map.entry("!ImportValue", "Fn::ImportValue"),
            Map.entry("!GetAZs", "Fn::GetAZs"), Map.entry("!Base64", "Fn::Base64"), Map.entry("!Cidr", "Fn::Cidr"),
            Map.entry("!Transform", "Fn::Transform"), Map.entry("!ToJsonString", "Fn::ToJsonString"),
            Map.entry("!Length", "Fn::Length"));

    private CfnYaml() {
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> load(Path file) {
        try (Reader in = Files.newBufferedReader(file)) {
            return (Map<String, Object>) new Yaml(new Constructor()).load(in);
        } catch (IOException e) {
            throw new IllegalStateException("Cannot read " + file, e);
        }
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> parse(String text) {
        return (Map<String, Object>) new Yaml(new Constructor()).load(text);
    }

    private static final class Constructor extends SafeConstructor {

        Constructor() {
            super(new LoaderOptions());
            FUNCTIONS.forEach((tag, function) -> yamlConstructors.put(new Tag(tag), new Intrinsic(function)));
        }

        private final class Intrinsic extends AbstractConstruct {
            private final String function;

            Intrinsic(String function) {
                this.function = function;
            }

            @Override
            public Object construct(Node node) {
                Object value;
                if (node instanceof ScalarNode scalar) {
                    String text = constructScalar(scalar);
                    // !GetAtt Resource.Attribute is the short form of [Resource, Attribute].
                    value = function.equals("Fn::GetAtt") ? List.of(text.split("\\.", 2)) : text;
                } else if (node instanceof SequenceNode sequence) {
                    value = constructSequence(sequence);
                } else {
                    value = constructMapping((MappingNode) node);
                }
                return Map.of(function, value);
            }
        }
    }
}
