package dev.contextrecall.run.local;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;

/** The dataset's cases as a run keeps them while it reads the file again: ids and hashes, in file order. */
final class DatasetCases {
    final List<JsonNode> ids = new ArrayList<>();
    final List<String> hashes = new ArrayList<>();

    void add(JsonNode id, String hash) {
        ids.add(id);
        hashes.add(hash);
    }

    int size() {
        return ids.size();
    }

    /** The file read again must hold the same case at the same place: a dataset changed mid-run is refused. */
    void checkSame(int i, DatasetFile.Case c) {
        if (i >= size() || !hashes.get(i).equals(c.hash())) {
            throw new IllegalArgumentException("the dataset changed while the run was reading it (" + c.id()
                    + "); run again once it is written.");
        }
    }
}
