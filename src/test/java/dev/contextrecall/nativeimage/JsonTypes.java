package dev.contextrecall.nativeimage;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import com.amazonaws.services.lambda.runtime.events.SNSEvent;
import com.amazonaws.services.lambda.runtime.events.SQSBatchResponse;
import com.amazonaws.services.lambda.runtime.events.SQSEvent;

import io.quarkiverse.langchain4j.RegisterAiService;
import io.quarkus.funqy.Funq;
import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * The classes Jackson reads or writes in this application, derived from the compiled code rather than listed by
 * hand, so that a type added tomorrow is checked too: every class marked {@link RegisterForReflection}, the return
 * types of the AI services (the judge's structured output), the parameter and return types of the {@link Funq}
 * functions, and the event types Funqy reads for the queue function; each followed into its record components,
 * fields and type arguments as far as they stay in the application's or AWS's event model.
 */
public final class JsonTypes {

    /** Funqy's advanced event handling turns these into record bodies and back; our code never names them. */
    static final List<Class<?>> QUEUE_EVENT_TYPES = List.of(SQSEvent.class, SQSBatchResponse.class, SNSEvent.class);

    static final String AWS_EVENTS_PACKAGE = "com.amazonaws.services.lambda.runtime.events";

    /** What the derivation found, by origin, so that a wrong classpath (no annotation seen) cannot pass silently. */
    public record Derived(Set<Class<?>> types, int registeredForReflection, int aiServiceMethods, int functions) {
    }

    private final String applicationPackage;
    private final Set<Class<?>> found = new LinkedHashSet<>();

    private JsonTypes(String applicationPackage) {
        this.applicationPackage = applicationPackage;
    }

    /** Scans the compiled classes under {@code classesDir} (one package tree) with the given loader. */
    public static Derived derive(Path classesDir, String applicationPackage, ClassLoader loader) {
        JsonTypes types = new JsonTypes(applicationPackage);
        int registered = 0;
        int aiMethods = 0;
        int functions = 0;
        for (Class<?> c : load(classesDir, applicationPackage, loader)) {
            RegisterForReflection register = c.getAnnotation(RegisterForReflection.class);
            if (register != null) {
                registered++;
                if (register.targets().length > 0) {
                    // A holder of targets registers them, not itself.
                    Stream.of(register.targets()).forEach(types::follow);
                } else {
                    types.follow(c);
                }
            }
            if (c.isInterface() && c.isAnnotationPresent(RegisterAiService.class)) {
                for (Method m : c.getDeclaredMethods()) {
                    if (!m.isDefault() && !Modifier.isStatic(m.getModifiers())) {
                        aiMethods++;
                        types.follow(m.getGenericReturnType());
                    }
                }
            }
            for (Method m : c.getDeclaredMethods()) {
                if (m.isAnnotationPresent(Funq.class)) {
                    functions++;
                    types.follow(m.getGenericReturnType());
                    for (Type p : m.getGenericParameterTypes()) {
                        types.follow(p);
                    }
                }
            }
        }
        if (functions > 0) {
            QUEUE_EVENT_TYPES.forEach(types::follow);
        }
        return new Derived(Set.copyOf(types.found), registered, aiMethods, functions);
    }

    private static List<Class<?>> load(Path classesDir, String applicationPackage, ClassLoader loader) {
        Path root = classesDir.resolve(applicationPackage.replace('.', '/'));
        List<Class<?>> classes = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".class")).sorted(Comparator.naturalOrder()).toList()) {
                String relative = classesDir.relativize(f).toString();
                String name = relative.substring(0, relative.length() - ".class".length()).replace('/', '.');
                classes.add(Class.forName(name, false, loader));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot list the compiled classes under " + root, e);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("A compiled class is not on the classpath: " + e.getMessage(), e);
        }
        return classes;
    }

    private void follow(Type type) {
        if (type instanceof Class<?> c) {
            if (c.isArray()) {
                follow(c.getComponentType());
            } else if (inModel(c) && found.add(c)) {
                members(c);
            }
        } else if (type instanceof ParameterizedType p) {
            follow(p.getRawType());
            for (Type argument : p.getActualTypeArguments()) {
                follow(argument);
            }
        } else if (type instanceof GenericArrayType a) {
            follow(a.getGenericComponentType());
        } else if (type instanceof WildcardType w) {
            Stream.of(w.getUpperBounds()).forEach(this::follow);
        } else if (type instanceof TypeVariable<?> v) {
            Stream.of(v.getBounds()).forEach(this::follow);
        }
    }

    /** What Jackson reaches from a class: record components, or the fields of a bean, and its superclass. */
    private void members(Class<?> c) {
        if (c.isRecord()) {
            for (RecordComponent component : c.getRecordComponents()) {
                follow(component.getGenericType());
            }
        } else if (!c.isEnum()) {
            for (Field f : c.getDeclaredFields()) {
                if (!Modifier.isStatic(f.getModifiers())) {
                    follow(f.getGenericType());
                }
            }
        }
        if (c.getSuperclass() != null) {
            follow(c.getSuperclass());
        }
    }

    /** Only the application's own classes and AWS's event model; the JDK, Jackson's tree and joda are handled by their extensions. */
    private boolean inModel(Class<?> c) {
        if (c.isPrimitive() || c.isAnnotation()) {
            return false;
        }
        String name = c.getName();
        return name.startsWith(applicationPackage + ".") || name.startsWith(AWS_EVENTS_PACKAGE + ".");
    }
}
