package dev.contextrecall.judge;

import java.util.List;

/** What the extraction call returns: the reference's statements, numbered from 1 in this order. */
public record ExtractedStatements(List<String> statements) {
}
