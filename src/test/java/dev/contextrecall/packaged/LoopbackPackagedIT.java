package dev.contextrecall.packaged;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.net.Socket;
import java.util.Collections;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import io.quarkus.test.junit.QuarkusIntegrationTest;
import io.restassured.RestAssured;

/**
 * The packaged service, started as `java -jar` starts it, listens on the loopback interface only: nobody on the
 * network can post cases and spend the operator's judge key. Containers say 0.0.0.0 themselves (src/main/docker).
 */
@QuarkusIntegrationTest
class LoopbackPackagedIT {

    @Test
    void theServerAnswersOnLoopbackAndNotOnTheNetwork() throws IOException {
        try (Socket local = new Socket()) {
            local.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), RestAssured.port), 5_000);
        }
        Optional<InetAddress> network = networkAddress();
        assumeTrue(network.isPresent(), "this machine has no non-loopback address to try");
        assertThrows(IOException.class, () -> {
            try (Socket remote = new Socket()) {
                remote.connect(new InetSocketAddress(network.get(), RestAssured.port), 5_000);
            }
        });
    }

    private static Optional<InetAddress> networkAddress() throws IOException {
        for (NetworkInterface nic : Collections.list(NetworkInterface.getNetworkInterfaces())) {
            if (!nic.isUp() || nic.isLoopback()) {
                continue;
            }
            for (InetAddress address : Collections.list(nic.getInetAddresses())) {
                if (address instanceof Inet4Address && !address.isLoopbackAddress()) {
                    return Optional.of(address);
                }
            }
        }
        return Optional.empty();
    }
}
