package dev.contextrecall.lexical;

import static dev.contextrecall.lexical.SupportAssertions.assertNotSupported;
import static dev.contextrecall.lexical.SupportAssertions.assertReplaced;
import static dev.contextrecall.lexical.SupportAssertions.assertSupported;

import org.junit.jupiter.api.Test;

/**
 * offline-lexical/29: a thing said of all that the evidence says only past a threshold, a thing done "without" what
 * the evidence says is needed, a Japanese clause denied at its end, an election run for one won, "near" for "in",
 * two sentences of one window, each with a subject of its own, a figure listed after an article, and "unlimited"
 * against a figure. Each "no" was a "yes" with /28 (at 100% in English, a "Partly" yes elsewhere), each "yes" a "no".
 */
class ThresholdAbsenceTest {

    @Test
    void allIsNotOnlyPastAThreshold() {
        assertReplaced("all orders", "orders over $50", "Shipping is free on orders over $50.",
                "Shipping is free on all orders.", "en");
        assertReplaced("All users", "Users with more than 10", "Users with more than 10 seats can export reports.",
                "All users can export reports.", "en");
        assertReplaced("Every employee", "Employees over 50", "Employees over 50 get 25 days of leave.",
                "Every employee gets 25 days of leave.", "en");
        assertReplaced("todos los pedidos", "pedidos superiores a 50",
                "El envío es gratis en pedidos superiores a 50 dólares.", "El envío es gratis en todos los pedidos.",
                "es");
        assertReplaced("alle Bestellungen", "Bestellungen ab 50", "Der Versand ist für Bestellungen ab 50 Euro kostenlos.",
                "Der Versand ist für alle Bestellungen kostenlos.", "de");
        assertReplaced("toutes les commandes", "commandes de plus de 50",
                "La livraison est gratuite pour les commandes de plus de 50 euros.",
                "La livraison est gratuite pour toutes les commandes.", "fr");
        assertReplaced("всех заказов", "заказов свыше 50", "Доставка бесплатна для заказов свыше 50 долларов.",
                "Доставка бесплатна для всех заказов.", "ru");
        assertReplaced("όλες τις παραγγελίες", "παραγγελίες άνω των 50",
                "Η αποστολή είναι δωρεάν για παραγγελίες άνω των 50 ευρώ.",
                "Η αποστολή είναι δωρεάν για όλες τις παραγγελίες.", "el");
        assertReplaced("alle bestellingen", "bestellingen boven 50", "De verzending is gratis voor bestellingen boven 50 euro.",
                "De verzending is gratis voor alle bestellingen.", "nl");
        assertReplaced("tutti gli ordini", "ordini superiori a 50", "La spedizione è gratuita per ordini superiori a 50 euro.",
                "La spedizione è gratuita per tutti gli ordini.", "it");
        // Hindi and Turkish say the threshold before the thing
        assertReplaced("Tüm siparişlerde", "50 TL üzeri siparişlerde", "50 TL üzeri siparişlerde kargo ücretsizdir.",
                "Tüm siparişlerde kargo ücretsizdir.", "tr");
        assertReplaced("सभी ऑर्डर", "500 रुपये से अधिक के ऑर्डर", "500 रुपये से अधिक के ऑर्डर पर शिपिंग मुफ़्त है।",
                "सभी ऑर्डर पर शिपिंग मुफ़्त है।", "hi");
        assertReplaced("सभी कर्मचारियों", "50 वर्ष से अधिक उम्र के कर्मचारियों",
                "50 वर्ष से अधिक उम्र के कर्मचारियों को 25 दिन की छुट्टी मिलती है।",
                "सभी कर्मचारियों को 25 दिन की छुट्टी मिलती है।", "hi");
        // the statement's own threshold, no "all", the figure of another part, and "all" said apart from it
        assertSupported("Shipping is free on orders over $50.", "Shipping is free on all orders over $50.", "en");
        assertSupported("Shipping is free on orders over $50.", "Shipping is free on orders.", "en");
        assertSupported("500 रुपये से अधिक के ऑर्डर पर शिपिंग मुफ़्त है।",
                "500 रुपये से अधिक के सभी ऑर्डर पर शिपिंग मुफ़्त है।", "hi");
        assertSupported("Rooms have 2 beds and more than 1 window.", "All rooms have 2 beds.", "en");
        assertSupported("Students get a discount of 20 percent.", "All students get a discount.", "en");
        assertSupported("Every employee gets 25 days of leave, and employees over 50 get 30.",
                "Every employee gets 25 days of leave.", "en");
    }

    @Test
    void withoutIsNotWhatIsNeeded() {
        assertReplaced("without an internet", "requires an internet", "The app requires an internet connection.",
                "The app works without an internet connection.", "en");
        assertReplaced("without an internet", "internet connection is required",
                "An internet connection is required to use the app.", "The app works without an internet connection.",
                "en");
        assertReplaced("without a receipt", "need a receipt", "Customers need a receipt to return items.",
                "Customers can return items without a receipt.", "en");
        assertReplaced("without help", "help was needed", "He finished the race; help was needed only at the start.",
                "He finished the race without help.", "en");
        // "without" and "no" say the same absence; "without" in both
        assertSupported("The app works offline; no internet connection is needed.",
                "The app works without an internet connection.", "en");
        assertSupported("The app works without an internet connection.",
                "The app works without an internet connection.", "en");
        // a denial of the verb, not of the thing, still denies
        assertNotSupported("The app no longer works without an internet connection.",
                "The app works without an internet connection.", "en");
        assertNotSupported("La aplicación ya no funciona sin conexión.", "La aplicación funciona sin conexión.", "es");
        assertNotSupported("Приложение больше не работает без интернета.", "Приложение работает без интернета.", "ru");
    }

    @Test
    void aJapaneseClauseDeniedAtItsEnd() {
        assertReplaced("使える", "使えません", "このアプリはオフラインでは使えません。", "このアプリはオフラインで使える。", "ja");
        assertReplaced("営業している", "営業していない", "この店は月曜日に営業していないが、火曜日は営業している。",
                "この店は月曜日に営業している。", "ja");
        assertNotSupported("このアプリはオフラインでは使えません。", "このアプリはオフラインで使えます。", "ja");
        // the other clause's fact, the statement's own denial, and "must" (a double negation)
        assertSupported("この店は月曜日に営業していないが、火曜日は営業している。", "この店は火曜日に営業している。", "ja");
        assertSupported("この店は日曜日に営業していない。", "この店は日曜日に営業していない。", "ja");
        assertSupported("利用者はパスワードを変更しなければならない。", "利用者はパスワードを変更する。", "ja");
    }

    @Test
    void anElectionRunIsNotWon() {
        assertReplaced("elected", "ran for", "He ran for mayor in 2010.", "He was elected mayor in 2010.", "en");
        assertReplaced("elected", "candidate", "She was a candidate for parliament in 2010.",
                "She was elected to parliament in 2010.", "en");
        // the election won in the evidence too, and the candidacy said by the sentence
        assertSupported("He ran for mayor in 2010 and was elected.", "He was elected mayor in 2010.", "en");
        assertSupported("He was elected mayor in 2010.", "He ran for mayor in 2010.", "en");
    }

    @Test
    void nearIsNotIn() {
        assertReplaced("in", "near", "She was born near Vienna.", "She was born in Vienna.", "en");
        assertReplaced("in", "near", "The factory is near Lyon.", "The factory is in Lyon.", "en");
        assertSupported("The factory is in Lyon.", "The factory is near Lyon.", "en");
    }

    @Test
    void twoSentencesWithSubjectsOfTheirOwn() {
        String roles = "Roles and permissions: Owners can delete the workspace and manage billing. Admins can invite "
                + "members and reset passwords. Members can create projects.";
        assertReplaced("manage billing", "Admins can invite members and reset passwords", roles,
                "Admins can manage billing.", "en");
        // the reason names the other subject's sentence, not a thin best match ("only one of its words")
        assertReplaced("manage billing", "admins can invite members and reset passwords",
                "Owners can delete the workspace and manage billing; admins can invite members and reset passwords.",
                "Admins can manage billing.", "en");
        assertSupported(roles, "Owners can manage billing.", "en");
        assertSupported(roles, "Admins can reset passwords.", "en");
        // a pronoun or the same subject in the second sentence says the statement's own subject
        assertSupported("Marie Curie was born in Warsaw. She won the Nobel Prize in 1903.",
                "Marie Curie won the Nobel Prize in 1903.", "en");
        assertSupported("Tom joined the band in 2010. He plays the guitar.", "Tom plays the guitar.", "en");
        assertSupported("The city has a port. The city has an airport.", "The city has an airport.", "en");
    }

    @Test
    void aFigureListedAfterAnArticle() {
        assertSupported("Der Basic-Tarif kostet 12 Euro im Monat, der Pro-Tarif 25 Euro.",
                "Der Pro-Tarif kostet 25 Euro im Monat.", "de");
        assertSupported("Der Basistarif kostet 12 Euro im Monat, der Profitarif 25 Euro.",
                "Der Profitarif kostet 25 Euro im Monat.", "de");
        assertSupported("The Basic plan costs $12 per month, the Pro plan $25.", "The Pro plan costs $25 per month.",
                "en");
        assertNotSupported("Der Basic-Tarif kostet 12 Euro im Monat, der Pro-Tarif 30 Euro.",
                "Der Pro-Tarif kostet 25 Euro im Monat.", "de");
    }

    @Test
    void unlimitedIsNotAFigure() {
        assertReplaced("unlimited storage", "100 GB of storage", "The plan includes 100 GB of storage.",
                "The plan includes unlimited storage.", "en");
        assertReplaced("unlimited access", "30 days of access", "Users get 30 days of access to the library.",
                "Users get unlimited access to the library.", "en");
        assertReplaced("unbegrenzten Speicher", "100 GB Speicher", "Der Tarif enthält 100 GB Speicher.",
                "Der Tarif enthält unbegrenzten Speicher.", "de");
        assertReplaced("almacenamiento ilimitado", "100 GB de almacenamiento", "El plan incluye 100 GB de almacenamiento.",
                "El plan incluye almacenamiento ilimitado.", "es");
        assertReplaced("неограниченное хранилище", "хранилище объёмом 100", "Тариф включает хранилище объёмом 100 ГБ.",
                "Тариф включает неограниченное хранилище.", "ru");
        assertReplaced("sınırsız depolama", "100 GB depolama", "Plan 100 GB depolama içerir.",
                "Plan sınırsız depolama içerir.", "tr");
        // the sentence that holds every word says the unlimited projects are the Pro plan's
        assertReplaced("Basic", "Pro", "Our pricing is simple. The Basic plan costs $10 per month and "
                + "includes 5 projects. The Pro plan costs $25 per month and includes unlimited projects.",
                "The Basic plan includes unlimited projects.", "en");
        // the other plan's unlimited projects, and the statement's own figure beside its unlimited thing
        assertSupported("The Basic plan includes 5 projects. The Pro plan includes unlimited projects.",
                "The Pro plan includes unlimited projects.", "en");
        assertSupported("The plan has unlimited users and 10 GB of storage.",
                "The plan has unlimited users and 10 GB of storage.", "en");
        assertSupported("The plan includes storage for 12 months.", "The plan includes unlimited storage for 12 months.",
                "en");
    }
}
