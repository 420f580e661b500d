<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>AttentionLabels</name>
    <message>
        <source>Encoder self-attention</source>
        <translation>Self-Attention des Encoders</translation>
    </message>
    <message>
        <source>Decoder masked self-attention</source>
        <translation>Maskierte Self-Attention des Decoders</translation>
    </message>
    <message>
        <source>Cross-attention</source>
        <translation>Cross-Attention</translation>
    </message>
    <message>
        <source>%1 · layer %2</source>
        <translation>%1 · Schicht %2</translation>
    </message>
    <message>
        <source> · mean over heads</source>
        <translation> · Mittel über die Köpfe</translation>
    </message>
    <message>
        <source> · head %1</source>
        <translation> · Kopf %1</translation>
    </message>
    <message>
        <source> · KV head %1</source>
        <translation> · KV-Kopf %1</translation>
    </message>
    <message>
        <source>latent d_c = %1</source>
        <translation>Latent d_c = %1</translation>
    </message>
    <message>
        <source>local W=%1</source>
        <extracomment>a sliding-window layer: each query sees only the last W keys</extracomment>
        <translation>lokal W=%1</translation>
    </message>
    <message>
        <source>global</source>
        <extracomment>a full-attention layer among sliding-window ones</extracomment>
        <translation>global</translation>
    </message>
    <message>
        <source>L%1</source>
        <translation>L%1</translation>
    </message>
    <message>
        <source>&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt; = &lt;i&gt;d&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt; + &lt;i&gt;d&lt;sub&gt;r&lt;/sub&gt;&lt;/i&gt; = %1 + %2 = %3</source>
        <translation>&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt; = &lt;i&gt;d&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt; + &lt;i&gt;d&lt;sub&gt;r&lt;/sub&gt;&lt;/i&gt; = %1 + %2 = %3</translation>
    </message>
    <message>
        <source>&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt; = %1</source>
        <translation>&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt; = %1</translation>
    </message>
    <message>
        <source>%1, but this model scales by 1/√%2 (query_pre_attn_scalar) %3 instead of 1/√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt;</source>
        <extracomment>Gemma 3 scales its scores by 1/√query_pre_attn_scalar instead of 1/√d_QK</extracomment>
        <translation>%1, aber dieses Modell skaliert mit 1/√%2 (query_pre_attn_scalar) %3 statt mit 1/√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>%1, √&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt; %2</source>
        <translation>%1, √&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt; %2</translation>
    </message>
    <message>
        <source>scale 1/√%1 (query_pre_attn_scalar)</source>
        <translation>Skalierung 1/√%1 (query_pre_attn_scalar)</translation>
    </message>
    <message>
        <source>√d_QK = √%1 %2</source>
        <translation>√d_QK = √%1 %2</translation>
    </message>
</context>
<context>
    <name>BatchExport</name>
    <message>
        <source>cannot make the folder %1</source>
        <translation>der Ordner %1 kann nicht angelegt werden</translation>
    </message>
</context>
<context>
    <name>ColorScale</name>
    <message>
        <source>masked</source>
        <translation>maskiert</translation>
    </message>
</context>
<context>
    <name>Colormap</name>
    <message>
        <source>Viridis</source>
        <translation>Viridis</translation>
    </message>
    <message>
        <source>Magma</source>
        <translation>Magma</translation>
    </message>
    <message>
        <source>Cividis</source>
        <translation>Cividis</translation>
    </message>
    <message>
        <source>Grey (print)</source>
        <translation>Grau (Druck)</translation>
    </message>
    <message>
        <source>Blue–white–red (signed)</source>
        <translation>Blau–Weiß–Rot (vorzeichenbehaftet)</translation>
    </message>
</context>
<context>
    <name>CommandHelp</name>
    <message>
        <source>translate a sentence (or continue a decoder-only prompt, or fill an encoder-only model&apos;s masks) and print the result</source>
        <translation>einen Satz übersetzen (oder den Prompt eines Nur-Decoder-Modells fortsetzen oder die Masken eines Nur-Encoder-Modells füllen) und das Ergebnis ausgeben</translation>
    </message>
    <message>
        <source>a .safetensors checkpoint or a Hugging Face model folder (or its config.json); default: the built-in model</source>
        <translation>ein .safetensors-Checkpoint oder ein Hugging-Face-Modellordner (oder dessen config.json); Standard: das eingebaute Modell</translation>
    </message>
    <message>
        <source>score this translation (teacher forcing) instead of decoding greedily</source>
        <translation>diese Übersetzung bewerten (Teacher Forcing), statt gierig zu decodieren</translation>
    </message>
    <message>
        <source>decoder-only models: continue the prompt by at most N tokens; default: to eos or the model&apos;s context</source>
        <translation>Nur-Decoder-Modelle: den Prompt um höchstens N Tokens fortsetzen; Standard: bis eos oder bis zum Kontext des Modells</translation>
    </message>
    <message>
        <source>also write the tokens, ids and scores as JSON (SPEC §4)</source>
        <translation>zusätzlich Tokens, IDs und Scores als JSON schreiben (SPEC §4)</translation>
    </message>
    <message>
        <source>save attention maps, embeddings or the KV table as images or data, without the window</source>
        <translation>Attention-Karten, Embeddings oder die KV-Tabelle als Bilder oder Daten speichern, ohne das Fenster</translation>
    </message>
    <message>
        <source>the model; default: the built-in one (or the session&apos;s)</source>
        <translation>das Modell; Standard: das eingebaute (oder das der Sitzung)</translation>
    </message>
    <message>
        <source>take the model, sentence and view from a saved session</source>
        <translation>Modell, Satz und Ansicht aus einer gespeicherten Sitzung übernehmen</translation>
    </message>
    <message>
        <source>the source sentence; default: &quot;The young woman sees the small dog.&quot;</source>
        <translation>der Quellsatz; Standard: &quot;The young woman sees the small dog.&quot;</translation>
    </message>
    <message>
        <source>the translation to read (teacher forcing); default: the model&apos;s own</source>
        <translation>die zu lesende Übersetzung (Teacher Forcing); Standard: die eigene des Modells</translation>
    </message>
    <message>
        <source>attention (default), embeddings or kv</source>
        <translation>attention (Standard), embeddings oder kv</translation>
    </message>
    <message>
        <source>encoder (default), decoder, cross or all</source>
        <translation>encoder (Standard), decoder, cross oder all</translation>
    </message>
    <message>
        <source>the layer, from 0; default: 0</source>
        <translation>die Schicht, ab 0 gezählt; Standard: 0</translation>
    </message>
    <message>
        <source>the head, from 0, every head, or their mean; default: 0</source>
        <translation>der Kopf (ab 0 gezählt), alle Köpfe oder ihr Mittel; Standard: 0</translation>
    </message>
    <message>
        <source>png, svg, pdf, csv, json or npy; default: from --out&apos;s suffix</source>
        <translation>png, svg, pdf, csv, json oder npy; Standard: aus der Endung von --out</translation>
    </message>
    <message>
        <source>pixels per figure pixel for png, 1 to 4; default: 1</source>
        <translation>Pixel je Abbildungspixel bei png, 1 bis 4; Standard: 1</translation>
    </message>
    <message>
        <source>resolution instead of --scale, 24 to 2400</source>
        <translation>Auflösung statt --scale, 24 bis 2400</translation>
    </message>
    <message>
        <source>viridis (default), magma, cividis or grey</source>
        <translation>viridis (Standard), magma, cividis oder grey</translation>
    </message>
    <message>
        <source>white (default), dark or transparent</source>
        <translation>white (Standard), dark oder transparent</translation>
    </message>
    <message>
        <source>where to write: a file, or a folder for several maps (required)</source>
        <translation>Ausgabeziel: eine Datei, oder ein Ordner für mehrere Karten (erforderlich)</translation>
    </message>
    <message>
        <source>the KV-cache memory of published models and of a checkpoint (MHA, GQA, MQA, MLA)</source>
        <translation>der KV-Cache-Speicher veröffentlichter Modelle und eines Checkpoints (MHA, GQA, MQA, MLA)</translation>
    </message>
    <message>
        <source>published models by id (several after one flag, or the flag repeated); default: all</source>
        <translation>veröffentlichte Modelle nach ID (mehrere nach einer Option, oder die Option mehrfach angegeben); Standard: alle</translation>
    </message>
    <message>
        <source>add a row for this checkpoint or Hub folder</source>
        <translation>eine Zeile für diesen Checkpoint oder Hugging-Face-Modellordner hinzufügen</translation>
    </message>
    <message>
        <source>tokens in the cache; default: 4096</source>
        <translation>Tokens im Cache; Standard: 4096</translation>
    </message>
    <message>
        <source>sequences at once; default: 1</source>
        <translation>gleichzeitig verarbeitete Folgen; Standard: 1</translation>
    </message>
    <message>
        <source>fp32, bf16 (default), fp16, fp8 or int4</source>
        <translation>fp32, bf16 (Standard), fp16, fp8 oder int4</translation>
    </message>
    <message>
        <source>print JSON instead of a table</source>
        <translation>JSON statt einer Tabelle ausgeben</translation>
    </message>
    <message>
        <source>one head through low-rank, random-feature, Nyström or quantized approximations</source>
        <translation>einen Kopf näherungsweise berechnen: mit niedrigem Rang, Zufallsmerkmalen, Nyström oder Quantisierung</translation>
    </message>
    <message>
        <source>svd, rsvd (randomized SVD), performer or nystrom</source>
        <translation>svd, rsvd (randomisierte SVD), performer oder nystrom</translation>
    </message>
    <message>
        <source>the rank of svd, rsvd and nystrom, 1 to 4096</source>
        <translation>der Rang für svd, rsvd und nystrom, 1 bis 4096</translation>
    </message>
    <message>
        <source>Performer&apos;s random features, 1 to 65536</source>
        <translation>die Zufallsmerkmale von Performer, 1 bis 65536</translation>
    </message>
    <message>
        <source>instead of --method: the KV cache in fp32 … int4</source>
        <translation>statt --method: der KV-Cache in fp32 … int4</translation>
    </message>
    <message>
        <source>the layer; default: 0</source>
        <translation>die Schicht; Standard: 0</translation>
    </message>
    <message>
        <source>the head; default: 0</source>
        <translation>der Kopf; Standard: 0</translation>
    </message>
    <message>
        <source>encoder (default), decoder or cross</source>
        <translation>encoder (Standard), decoder oder cross</translation>
    </message>
    <message>
        <source>apply to these layers&apos; every head at once</source>
        <translation>auf alle Köpfe dieser Schichten zugleich anwenden</translation>
    </message>
    <message>
        <source>the random seed of rsvd, performer and nystrom; default: 0</source>
        <translation>der Zufalls-Seed für rsvd, performer und nystrom; Standard: 0</translation>
    </message>
    <message>
        <source>also sweep the error against the rank over N seeds</source>
        <translation>zusätzlich den Fehler gegen den Rang über N Seeds messen</translation>
    </message>
    <message>
        <source>rsvd&apos;s extra columns; default: 5</source>
        <translation>die zusätzlichen Spalten von rsvd; Standard: 5</translation>
    </message>
    <message>
        <source>rsvd&apos;s power iterations; default: 0</source>
        <translation>die Potenziterationen von rsvd; Standard: 0</translation>
    </message>
    <message>
        <source>nystrom&apos;s landmarks: means (segment means, default) or keys</source>
        <translation>die Landmarken von nystrom: means (Segmentmittel, Standard) oder keys</translation>
    </message>
    <message>
        <source>numerical rank counts σᵢ &gt; T·σ₁; default: 1e-6</source>
        <translation>der numerische Rang zählt die σᵢ &gt; T·σ₁; Standard: 1e-6</translation>
    </message>
    <message>
        <source>the model; default: the built-in one</source>
        <translation>das Modell; Standard: das eingebaute</translation>
    </message>
    <message>
        <source>the sentence; default: &quot;The young woman sees the small dog.&quot;</source>
        <translation>der Satz; Standard: &quot;The young woman sees the small dog.&quot;</translation>
    </message>
    <message>
        <source>write the figures as JSON</source>
        <translation>die Zahlen als JSON schreiben</translation>
    </message>
    <message>
        <source>time the model&apos;s kernels and passes and print the ratios (one run, this machine)</source>
        <translation>die Kernels und Durchläufe des Modells messen und die Verhältnisse ausgeben (ein Lauf, dieser Rechner)</translation>
    </message>
    <message>
        <source>write the timings as JSON</source>
        <translation>die Zeitmessungen als JSON schreiben</translation>
    </message>
    <message>
        <source>time with N threads only; default: 1 and 2</source>
        <translation>nur mit N Threads messen; Standard: 1 und 2</translation>
    </message>
    <message>
        <source>which rows, comma-separated: base, opus, tinyllama, gpt2, qwen3, bert, tokenize; default: all</source>
        <translation>welche Zeilen, durch Kommas getrennt: base, opus, tinyllama, gpt2, qwen3, bert, tokenize; Standard: alle</translation>
    </message>
    <message>
        <source>write an untrained checkpoint of the default configuration</source>
        <translation>einen untrainierten Checkpoint der Standardkonfiguration schreiben</translation>
    </message>
    <message>
        <source>mha (default), gqa, mqa or mla</source>
        <translation>mha (Standard), gqa, mqa oder mla</translation>
    </message>
    <message>
        <source>the .safetensors file to write (required)</source>
        <translation>die zu schreibende .safetensors-Datei (erforderlich)</translation>
    </message>
    <message>
        <source>train a model on generated or given sentence pairs and write its checkpoint</source>
        <translation>ein Modell auf generierten oder gegebenen Satzpaaren trainieren und seinen Checkpoint schreiben</translation>
    </message>
    <message>
        <source>generate N English–German pairs; default: 20000</source>
        <translation>N Englisch–Deutsch-Paare generieren; Standard: 20000</translation>
    </message>
    <message>
        <source>train on english&lt;TAB&gt;german lines instead</source>
        <translation>stattdessen auf Zeilen der Form english&lt;TAB&gt;german trainieren</translation>
    </message>
    <message>
        <source>hold out the corpus&apos;s last N pairs for validation; default: 0</source>
        <translation>die letzten N Paare des Korpus zur Validierung zurückhalten; Standard: 0</translation>
    </message>
    <message>
        <source>validate on this file instead</source>
        <translation>stattdessen mit dieser Datei validieren</translation>
    </message>
    <message>
        <source>the generator&apos;s seed; default: --seed</source>
        <translation>der Seed des Generators; Standard: --seed</translation>
    </message>
    <message>
        <source>start from this configuration (SPEC §1), flags on top</source>
        <translation>von dieser Konfiguration ausgehen (SPEC §1); weitere Optionen überschreiben sie</translation>
    </message>
    <message>
        <source>the model width</source>
        <translation>die Modellbreite</translation>
    </message>
    <message>
        <source>attention heads</source>
        <translation>Attention-Köpfe</translation>
    </message>
    <message>
        <source>key/value heads (GQA; 1 is MQA)</source>
        <translation>Key/Value-Köpfe (GQA; 1 ergibt MQA)</translation>
    </message>
    <message>
        <source>one head&apos;s width; default: d_model / heads</source>
        <translation>die Breite eines Kopfes; Standard: d_model / Kopfzahl</translation>
    </message>
    <message>
        <source>the feed-forward width; default: 4·d_model</source>
        <translation>die Feed-Forward-Breite; Standard: 4·d_model</translation>
    </message>
    <message>
        <source>layers of both stacks</source>
        <translation>Schichten beider Stapel</translation>
    </message>
    <message>
        <source>encoder layers</source>
        <translation>Encoder-Schichten</translation>
    </message>
    <message>
        <source>decoder layers</source>
        <translation>Decoder-Schichten</translation>
    </message>
    <message>
        <source>MLA&apos;s latent width</source>
        <translation>die Latent-Breite von MLA</translation>
    </message>
    <message>
        <source>MLA&apos;s rotary width</source>
        <translation>die Breite des Rotationsanteils von MLA</translation>
    </message>
    <message>
        <source>the longest sequence</source>
        <translation>die längste Folge</translation>
    </message>
    <message>
        <source>sinusoidal or rope</source>
        <translation>sinusoidal oder rope</translation>
    </message>
    <message>
        <source>pre or post</source>
        <translation>pre oder post</translation>
    </message>
    <message>
        <source>layernorm or rmsnorm</source>
        <translation>layernorm oder rmsnorm</translation>
    </message>
    <message>
        <source>the feed-forward&apos;s activation: relu, gelu, silu or gelu_tanh</source>
        <translation>die Aktivierung des Feed-Forward-Teils: relu, gelu, silu oder gelu_tanh</translation>
    </message>
    <message>
        <source>separate input and output embeddings</source>
        <translation>getrennte Eingabe- und Ausgabe-Embeddings</translation>
    </message>
    <message>
        <source>train a new tokenizer of N pieces on the corpus</source>
        <translation>einen neuen Tokenizer mit N Stücken auf dem Korpus trainieren</translation>
    </message>
    <message>
        <source>encoder-decoder (default), decoder-only or encoder-only (a masked LM)</source>
        <translation>encoder-decoder (Standard), decoder-only oder encoder-only (ein maskiertes Sprachmodell)</translation>
    </message>
    <message>
        <source>decoder-only: attend to the last W positions</source>
        <translation>bei decoder-only: nur die letzten W Positionen sehen</translation>
    </message>
    <message>
        <source>decoder-only: each layer full or sliding</source>
        <translation>bei decoder-only: jede Schicht full oder sliding</translation>
    </message>
    <message>
        <source>start from this checkpoint&apos;s weights (a fresh optimiser)</source>
        <translation>von den Gewichten dieses Checkpoints ausgehen (mit frischem Optimierer)</translation>
    </message>
    <message>
        <source>continue a run exactly from FILE and FILE.state</source>
        <translation>einen Lauf exakt aus FILE und FILE.state fortsetzen</translation>
    </message>
    <message>
        <source>optimiser steps (the total, with --resume); default: 2000</source>
        <translation>Optimiererschritte (mit --resume die Gesamtzahl); Standard: 2000</translation>
    </message>
    <message>
        <source>pairs a step; default: 32</source>
        <translation>Paare pro Schritt; Standard: 32</translation>
    </message>
    <message>
        <source>peak learning rate; default: 1e-3</source>
        <translation>maximale Lernrate; Standard: 1e-3</translation>
    </message>
    <message>
        <source>warm-up steps; default: steps/10, at most 400</source>
        <translation>Aufwärmschritte; Standard: Schritte/10, höchstens 400</translation>
    </message>
    <message>
        <source>cosine (default) or inverse-sqrt</source>
        <translation>cosine (Standard) oder inverse-sqrt</translation>
    </message>
    <message>
        <source>default: 0.1</source>
        <translation>Standard: 0.1</translation>
    </message>
    <message>
        <source>global gradient-norm clip; default: 1</source>
        <translation>globale Begrenzung der Gradientennorm; Standard: 1</translation>
    </message>
    <message>
        <source>AdamW&apos;s decay; default: 0.01</source>
        <translation>Weight Decay von AdamW; Standard: 0.01</translation>
    </message>
    <message>
        <source>initialisation, batch order and dropout; default: 1</source>
        <translation>für Initialisierung, Batch-Reihenfolge und Dropout; Standard: 1</translation>
    </message>
    <message>
        <source>worker threads; default: the machine&apos;s cores</source>
        <translation>Worker-Threads; Standard: die Zahl der Kerne des Rechners</translation>
    </message>
    <message>
        <source>also write --out every N steps</source>
        <translation>zusätzlich alle N Schritte --out schreiben</translation>
    </message>
    <message>
        <source>the checkpoint to write (required)</source>
        <translation>der zu schreibende Checkpoint (erforderlich)</translation>
    </message>
    <message>
        <source>write the generated English–German corpus&apos;s splits as TSV files</source>
        <translation>die Teile des generierten Englisch–Deutsch-Korpus als TSV-Dateien schreiben</translation>
    </message>
    <message>
        <source>the generator&apos;s seed; default: 1</source>
        <translation>der Seed des Generators; Standard: 1</translation>
    </message>
    <message>
        <source>training pairs; default: 20000</source>
        <translation>Trainingspaare; Standard: 20000</translation>
    </message>
    <message>
        <source>validation pairs; default: 1000</source>
        <translation>Validierungspaare; Standard: 1000</translation>
    </message>
    <message>
        <source>test pairs; default: 2000</source>
        <translation>Testpaare; Standard: 2000</translation>
    </message>
    <message>
        <source>of the test pairs, those holding a held-out combination; default: 500</source>
        <translation>davon Testpaare mit einer zurückgehaltenen Kombination; Standard: 500</translation>
    </message>
    <message>
        <source>the folder to write (required)</source>
        <translation>der zu schreibende Ordner (erforderlich)</translation>
    </message>
    <message>
        <source>exact-match translation and cross-attention alignment accuracy on corpus pairs</source>
        <translation>exakte Treffer der Übersetzung und Alignment-Genauigkeit der Cross-Attention auf Korpuspaaren</translation>
    </message>
    <message>
        <source>a folder written by `corpus`: its test split</source>
        <translation>ein von `corpus` geschriebener Ordner: dessen Testteil</translation>
    </message>
    <message>
        <source>english&lt;TAB&gt;german lines (the flag may repeat)</source>
        <translation>Zeilen der Form english&lt;TAB&gt;german (die Option kann mehrfach angegeben werden)</translation>
    </message>
    <message>
        <source>at most N pairs</source>
        <translation>höchstens N Paare</translation>
    </message>
    <message>
        <source>which decoder row reads a word: predicting (default) or reading</source>
        <translation>welche Decoder-Zeile ein Wort liest: predicting (Standard) oder reading</translation>
    </message>
    <message>
        <source>worker threads; default: 1</source>
        <translation>Worker-Threads; Standard: 1</translation>
    </message>
    <message>
        <source>write the scores as JSON</source>
        <translation>die Ergebnisse als JSON schreiben</translation>
    </message>
    <message>
        <source>open the window</source>
        <translation>das Fenster öffnen</translation>
    </message>
    <message>
        <source>open this model: a .safetensors checkpoint, or a Hugging Face model folder or its config.json; default: the built-in model</source>
        <translation>dieses Modell öffnen: ein .safetensors-Checkpoint, oder ein Hugging-Face-Modellordner bzw. dessen config.json; Standard: das eingebaute Modell</translation>
    </message>
    <message>
        <source>show page N first (1: Tokens &amp; embeddings); default: 2</source>
        <translation>zuerst Seite N zeigen (1: Tokens &amp; Embeddings); Standard: 2</translation>
    </message>
    <message>
        <source>show this help and exit</source>
        <translation>diese Hilfe anzeigen und beenden</translation>
    </message>
    <message>
        <source>print the version and exit</source>
        <translation>die Version ausgeben und beenden</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>BEZEICHNUNG</translation>
    </message>
    <message>
        <source>SYNOPSIS</source>
        <translation>ÜBERSICHT</translation>
    </message>
    <message>
        <source>DESCRIPTION</source>
        <translation>BESCHREIBUNG</translation>
    </message>
    <message>
        <source>OPTIONS</source>
        <translation>OPTIONEN</translation>
    </message>
    <message>
        <source>SUBCOMMANDS</source>
        <translation>UNTERBEFEHLE</translation>
    </message>
    <message>
        <source>EXIT STATUS</source>
        <translation>EXIT-STATUS</translation>
    </message>
    <message>
        <source>ENVIRONMENT</source>
        <translation>UMGEBUNGSVARIABLEN</translation>
    </message>
    <message>
        <source>FILES</source>
        <translation>DATEIEN</translation>
    </message>
    <message>
        <source>SEE ALSO</source>
        <translation>SIEHE AUCH</translation>
    </message>
    <message>
        <source>usage:</source>
        <translation>Aufruf:</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Optionen:</translation>
    </message>
    <message>
        <source>Example:</source>
        <translation>Beispiel:</translation>
    </message>
    <message>
        <source>Without a subcommand the window opens (see attention-atlas -platform offscreen --help for its options):</source>
        <translation>Ohne Unterbefehl öffnet sich das Fenster (seine Optionen zeigt attention-atlas -platform offscreen --help):</translation>
    </message>
    <message>
        <source>Subcommands (each runs without a display; attention-atlas SUBCOMMAND --help):</source>
        <translation>Unterbefehle (jeder läuft ohne Bildschirm; attention-atlas SUBCOMMAND --help):</translation>
    </message>
    <message>
        <source>User Commands</source>
        <translation>Benutzerbefehle</translation>
    </message>
    <message>
        <source>see inside a transformer, head by head</source>
        <translation>in einen Transformer hineinsehen, Kopf für Kopf</translation>
    </message>
    <message>
        <source>Attention Atlas runs transformers on your own sentences and shows what happens inside them: how text becomes SentencePiece tokens and vectors, what every attention head of every layer looks at, and what the KV cache costs under multi-head, grouped-query, multi-query and multi-head latent attention. It opens its built-in models, its own .safetensors checkpoints and Hugging Face model folders (OPUS-MT, Llama, Mistral, Gemma 3), offline.</source>
        <translation>Attention Atlas führt Transformer auf Ihren eigenen Sätzen aus und zeigt, was in ihnen geschieht: wie Text zu SentencePiece-Tokens und Vektoren wird, worauf jeder Attention-Kopf jeder Schicht blickt und was der KV-Cache bei Multi-Head-, Grouped-Query-, Multi-Query- und Multi-Head-Latent-Attention kostet. Es öffnet seine eingebauten Modelle, seine eigenen .safetensors-Checkpoints und Hugging-Face-Modellordner (OPUS-MT, Llama, Mistral, Gemma 3), offline.</translation>
    </message>
    <message>
        <source>Without a subcommand it opens the window, with TEXT as the source sentence. With a subcommand it runs without a display and prints its result.</source>
        <translation>Ohne Unterbefehl öffnet es das Fenster, mit TEXT als Quellsatz. Mit einem Unterbefehl läuft es ohne Bildschirm und gibt sein Ergebnis aus.</translation>
    </message>
    <message>
        <source>Each subcommand also answers -h and --help. An option&apos;s value may follow it as the next argument or after &quot;=&quot;; &quot;--&quot; ends the options.</source>
        <translation>Jeder Unterbefehl versteht auch -h und --help. Der Wert einer Option kann als nächstes Argument oder nach &quot;=&quot; folgen; &quot;--&quot; beendet die Optionen.</translation>
    </message>
    <message>
        <source>Success.</source>
        <translation>Erfolg.</translation>
    </message>
    <message>
        <source>The command failed (a broken file or folder, a full disk, no display for the window); one line on standard error says why, and nothing was half written.</source>
        <translation>Der Befehl ist fehlgeschlagen (eine beschädigte Datei oder ein beschädigter Ordner, ein volles Laufwerk, kein Bildschirm für das Fenster); eine Zeile auf der Standardfehlerausgabe nennt den Grund, und nichts wurde halb geschrieben.</translation>
    </message>
    <message>
        <source>The command line was wrong: an unknown option, a missing or bad value.</source>
        <translation>Die Befehlszeile war fehlerhaft: eine unbekannte Option, ein fehlender oder ungültiger Wert.</translation>
    </message>
    <message>
        <source>The language of the help and, until one is chosen in its menu, of the window: English, German (de) or Simplified Chinese (zh_CN).</source>
        <translation>Die Sprache der Hilfe und, bis in seinem Menü eine gewählt wird, des Fensters: Englisch, Deutsch (de) oder vereinfachtes Chinesisch (zh_CN).</translation>
    </message>
    <message>
        <source>Where the window opens; QT_QPA_PLATFORM=offscreen renders it without a display.</source>
        <translation>Wo sich das Fenster öffnet; QT_QPA_PLATFORM=offscreen rendert es ohne Bildschirm.</translation>
    </message>
    <message>
        <source>The window&apos;s settings: its language, zoom and recently opened models.</source>
        <translation>Die Einstellungen des Fensters: Sprache, Zoom und zuletzt geöffnete Modelle.</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>print the tokens and ids a model&apos;s tokenizer gives a text</source>
        <translation>die Tokens und IDs ausgeben, die der Tokenizer eines Modells einem Text gibt</translation>
    </message>
    <message>
        <source>a folder holding only tokenizer files, a Hugging Face model folder or a .safetensors checkpoint; default: the built-in model</source>
        <translation>ein Ordner nur mit Tokenizer-Dateien, ein Hugging-Face-Modellordner oder ein .safetensors-Checkpoint; Standard: das eingebaute Modell</translation>
    </message>
    <message>
        <source>also write the ids, pieces and decoded text as JSON</source>
        <translation>zusätzlich IDs, Pieces und den decodierten Text als JSON schreiben</translation>
    </message>
    <message>
        <source>the stored type of the decoder-only rows&apos; weights: bf16 (default), f16 or f32</source>
        <translation>der gespeicherte Typ der Gewichte in den Decoder-only-Zeilen: bf16 (Standard), f16 oder f32</translation>
    </message>
</context>
<context>
    <name>Comparison</name>
    <message>
        <source>mean</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>Kopf %1</translation>
    </message>
    <message>
        <source>Type a second sentence to compare the same head on both.</source>
        <translation>Geben Sie einen zweiten Satz ein, um denselben Kopf auf beiden zu vergleichen.</translation>
    </message>
    <message>
        <source>This model has no such layer or head.</source>
        <translation>Dieses Modell hat keine solche Schicht bzw. keinen solchen Kopf.</translation>
    </message>
    <message>
        <source>%1 · layer %2: %3 − %4</source>
        <translation>%1 · Schicht %2: %3 − %4</translation>
    </message>
    <message>
        <source>%1 · %2: layer %3 − layer %4</source>
        <translation>%1 · %2: Schicht %3 − Schicht %4</translation>
    </message>
    <message>
        <source>%1 · layer %2 · %3: sentence A − sentence B</source>
        <translation>%1 · Schicht %2 · %3: Satz A − Satz B</translation>
    </message>
</context>
<context>
    <name>DecodingCostRun</name>
    <message>
        <source>an encoder-only model decodes nothing: it reads the whole text in one pass, so no step could use a cache</source>
        <translation>ein Encoder-only-Modell decodiert nichts: Es liest den ganzen Text in einem Durchgang, kein Schritt könnte einen Cache nutzen</translation>
    </message>
</context>
<context>
    <name>ExportFormat</name>
    <message>
        <source>PNG image</source>
        <translation>PNG-Bild</translation>
    </message>
    <message>
        <source>SVG vector drawing</source>
        <translation>SVG-Vektorgrafik</translation>
    </message>
    <message>
        <source>PDF document</source>
        <translation>PDF-Dokument</translation>
    </message>
    <message>
        <source>CSV table with token labels</source>
        <translation>CSV-Tabelle mit Token-Beschriftungen</translation>
    </message>
    <message>
        <source>JSON with token labels</source>
        <translation>JSON mit Token-Beschriftungen</translation>
    </message>
    <message>
        <source>NumPy arrays with token labels</source>
        <translation>NumPy-Arrays mit Token-Beschriftungen</translation>
    </message>
</context>
<context>
    <name>FigureTheme</name>
    <message>
        <source>White background</source>
        <translation>Weißer Hintergrund</translation>
    </message>
    <message>
        <source>Dark background</source>
        <translation>Dunkler Hintergrund</translation>
    </message>
    <message>
        <source>Transparent background</source>
        <translation>Transparenter Hintergrund</translation>
    </message>
</context>
<context>
    <name>FigureWriter</name>
    <message>
        <source>Made with Attention Atlas</source>
        <translation>Erstellt mit Attention Atlas</translation>
    </message>
    <message>
        <source>Attention Atlas</source>
        <translation>Attention Atlas</translation>
    </message>
    <message>
        <source>“%1” shows no matrix to save as %2; export it as a picture</source>
        <translation>„%1“ zeigt keine Matrix, die als %2 gespeichert werden kann; exportieren Sie es als Bild</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>cannot encode “%1” as %2</source>
        <translation>„%1“ lässt sich nicht als %2 kodieren</translation>
    </message>
    <message>
        <source>the picture would be %1 × %2 pixels, more than the %3 megapixels (at most %4 a side) an export may have; choose a lower scale or DPI</source>
        <translation>das Bild hätte %1 × %2 Pixel, mehr als die %3 Megapixel (höchstens %4 je Seite), die ein Export haben darf; wählen Sie eine kleinere Skalierung oder DPI</translation>
    </message>
    <message>
        <source>not enough memory for a picture of %1 × %2 pixels</source>
        <translation>nicht genug Speicher für ein Bild von %1 × %2 Pixeln</translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <source>&lt;p&gt;&lt;small&gt;&lt;b&gt;Symbols on this page.&lt;/b&gt; %1.&lt;/small&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;small&gt;&lt;b&gt;Symbole auf dieser Seite.&lt;/b&gt; %1.&lt;/small&gt;&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>HeatmapFigure</name>
    <message>
        <source>query</source>
        <translation>Query</translation>
    </message>
    <message>
        <source>key</source>
        <translation>Key</translation>
    </message>
    <message>
        <source>Token vectors (tokens × d) · %1</source>
        <translation>Token-Vektoren (Tokens × d) · %1</translation>
    </message>
    <message>
        <source>token</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>dimension</source>
        <translation>Dimension</translation>
    </message>
</context>
<context>
    <name>HeatmapPainter</name>
    <message>
        <source>masked</source>
        <translation>maskiert</translation>
    </message>
    <message>
        <source>outside the window (W = %1)</source>
        <extracomment>keys a sliding-window layer no longer sees: W or more positions back</extracomment>
        <translation>außerhalb des Fensters (W = %1)</translation>
    </message>
</context>
<context>
    <name>KvComparison</name>
    <message>
        <source>GQA · %1 KV heads</source>
        <translation>GQA · %1 KV-Köpfe</translation>
    </message>
    <message>
        <source>MLA · dc %1, dr %2</source>
        <translation>MLA · dc %1, dr %2</translation>
    </message>
    <message>
        <source>%1 as %2</source>
        <translation>%1 als %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1: %2 KV heads do not divide its %3 query heads</source>
        <translation>%1: %2 KV-Köpfe teilen die %3 Query-Köpfe nicht</translation>
    </message>
</context>
<context>
    <name>KvTable</name>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>KV / token</source>
        <translation>KV / Token</translation>
    </message>
    <message>
        <source>KV cache, T = %1</source>
        <translation>KV-Cache, T = %1</translation>
    </message>
    <message>
        <source>KV cache, %1 × T = %2</source>
        <translation>KV-Cache, %1 × T = %2</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>Weights + KV</source>
        <translation>Gewichte + KV</translation>
    </message>
    <message>
        <source>Largest T in %1 GB</source>
        <translation>Größtes T in %1 GB</translation>
    </message>
    <message>
        <source>Max context</source>
        <translation>Max. Kontext</translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source>weights do not fit</source>
        <translation>Gewichte passen nicht</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source> (MoE: %1 of %2 parameters active)</source>
        <translation> (MoE: %1 von %2 Parametern aktiv)</translation>
    </message>
</context>
<context>
    <name>MlaDiagramLayout</name>
    <message>
        <source>=</source>
        <translation>=</translation>
    </message>
    <message>
        <source>head h</source>
        <translation>Kopf h</translation>
    </message>
    <message>
        <source>and</source>
        <translation>und</translation>
    </message>
    <message>
        <source>concat, ×</source>
        <translation>verketten, ×</translation>
    </message>
    <message>
        <source>Cached per token: [L | k_r] = x [W_L | W_KR], d_c + d_r = %1 numbers (MHA would cache 2·H·d_h = %2)</source>
        <translation>Pro Token gecacht: [L | k_r] = x [W_L | W_KR], d_c + d_r = %1 Zahlen (MHA würde 2·H·d_h = %2 cachen)</translation>
    </message>
    <message>
        <source>× (W_L | W_KR)ᵀ</source>
        <translation>× (W_L | W_KR)ᵀ</translation>
    </message>
    <message>
        <source>Naive: W_K,h and W_V,h expand K_h and V_h from every cached L, at every step</source>
        <translation>Naiv: W_K,h und W_V,h expandieren K_h und V_h aus jedem gecachten L, bei jedem Schritt</translation>
    </message>
    <message>
        <source>× (W_K,h | W_V,h)ᵀ</source>
        <translation>× (W_K,h | W_V,h)ᵀ</translation>
    </message>
    <message>
        <source>Σ P_h V_h, concat, ×</source>
        <translation>Σ P_h V_h, verketten, ×</translation>
    </message>
    <message>
        <source>Absorbed: W_LQK,h = W_Q,hᵀ W_K,h (d × d_c, rank ≤ min(d_h, d_c) = %1) scores x against the cached L directly; W_V,h is folded into W_O</source>
        <translation>Absorbiert: W_LQK,h = W_Q,hᵀ W_K,h (d × d_c, Rang ≤ min(d_h, d_c) = %1) bewertet x direkt gegen das gecachte L; W_V,h ist in W_O eingefaltet</translation>
    </message>
    <message>
        <source>x ×</source>
        <translation>x ×</translation>
    </message>
    <message>
        <source>· [L | k_r]ᵀ, softmax, · L</source>
        <translation>· [L | k_r]ᵀ, softmax, · L</translation>
    </message>
</context>
<context>
    <name>OverviewFigure</name>
    <message>
        <source>mean</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>Kopf %1</translation>
    </message>
    <message>
        <source>%1 · every head</source>
        <translation>%1 · alle Köpfe</translation>
    </message>
    <message>
        <source>rows: queries · columns: keys · %1</source>
        <translation>Zeilen: Queries · Spalten: Keys · %1</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>Schicht %1</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>The session&apos;s “%1” must be %2.</source>
        <translation>„%1“ der Sitzung muss %2 sein.</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>eines von %1</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>a whole number from 0</source>
        <translation>eine ganze Zahl ab 0</translation>
    </message>
    <message>
        <source>This is not an Attention Atlas session.</source>
        <translation>Dies ist keine Attention-Atlas-Sitzung.</translation>
    </message>
    <message>
        <source>a whole number from 1</source>
        <translation>eine ganze Zahl ab 1</translation>
    </message>
    <message>
        <source>This session was written by a newer Attention Atlas (version %1; this one reads up to %2).</source>
        <translation>Diese Sitzung stammt von einem neueren Attention Atlas (Version %1; dieser liest bis %2).</translation>
    </message>
    <message>
        <source>an object with “file” or “builtin”</source>
        <translation>ein Objekt mit „file“ oder „builtin“</translation>
    </message>
    <message>
        <source>a whole number from 0 or “mean”</source>
        <translation>eine ganze Zahl ab 0 oder „mean“</translation>
    </message>
    <message>
        <source>“system”, “light”, “dark” or “high-contrast”</source>
        <translation>„system“, „light“, „dark“ oder „high-contrast“</translation>
    </message>
    <message>
        <source>Cannot read the session “%1”: %2</source>
        <translation>Die Sitzung „%1“ kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>“%1” is not valid JSON (at byte %2: %3).</source>
        <translation>„%1“ ist kein gültiges JSON (bei Byte %2: %3).</translation>
    </message>
    <message>
        <source>“%1” is not an Attention Atlas session.</source>
        <translation>„%1“ ist keine Attention-Atlas-Sitzung.</translation>
    </message>
    <message>
        <source>Cannot save the session “%1”: %2</source>
        <translation>Die Sitzung „%1“ kann nicht gespeichert werden: %2</translation>
    </message>
</context>
<context>
    <name>SnapshotBuilder</name>
    <message>
        <source>The text has %1 tokens; the model reads at most %2, so only the first %3 are shown.</source>
        <translation>Der Text hat %1 Tokens; das Modell liest höchstens %2, daher werden nur die ersten %3 gezeigt.</translation>
    </message>
</context>
<context>
    <name>TokenLabel</name>
    <message>
        <source>&apos;%1&apos; (byte %2 of %3, %4)</source>
        <translation>„%1“ (Byte %2 von %3, %4)</translation>
    </message>
    <message>
        <source>%1 (read as &lt;unk&gt;)</source>
        <translation>%1 (als &lt;unk&gt; gelesen)</translation>
    </message>
</context>
<context>
    <name>TrainingSession</name>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>%1 · decoder-only</source>
        <translation>%1 · nur Decoder</translation>
    </message>
    <message>
        <source>%1 · encoder-only</source>
        <translation>%1 · encoder-only</translation>
    </message>
</context>
<context>
    <name>atlas::AboutDialog</name>
    <message>
        <source>About Attention Atlas</source>
        <translation>Über Attention Atlas</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Licence&lt;/h3&gt;&lt;p&gt;Attention Atlas is free software under the MIT License. Copyright © 2026 The Attention Atlas developers. The libraries below keep their own licences.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Lizenz&lt;/h3&gt;&lt;p&gt;Attention Atlas ist freie Software unter der MIT-Lizenz (MIT License). Copyright © 2026 The Attention Atlas developers. Die unten genannten Bibliotheken behalten ihre eigenen Lizenzen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Attention Atlas %1&lt;/h2&gt;&lt;p&gt;Runs a real encoder-decoder transformer and shows what happens inside it: tokens and embeddings, every attention head of every layer, and what the KV cache costs.&lt;/p&gt;&lt;p&gt;It follows, and uses the notation of, Serret, &lt;i&gt;Understanding Transformers and Attention Mechanisms: An Introduction for Applied Mathematicians&lt;/i&gt;, &lt;a href=&quot;https://arxiv.org/abs/2604.00965&quot;&gt;arXiv:2604.00965&lt;/a&gt; (2026): Q, K, V, A = exp(QKᵀ/√d&lt;sub&gt;QK&lt;/sub&gt;) with d&lt;sub&gt;QK&lt;/sub&gt; the query/key width of one head, Z = diag(A1), Y = Z⁻¹AV, W&lt;sub&gt;O&lt;/sub&gt; and MLA&apos;s latent L.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Attention Atlas %1&lt;/h2&gt;&lt;p&gt;Führt einen echten Encoder-Decoder-Transformer aus und zeigt, was in ihm geschieht: Tokens und Embeddings, jeden Attention-Kopf jeder Schicht und was der KV-Cache kostet.&lt;/p&gt;&lt;p&gt;Es folgt Serret, &lt;i&gt;Understanding Transformers and Attention Mechanisms: An Introduction for Applied Mathematicians&lt;/i&gt;, &lt;a href=&quot;https://arxiv.org/abs/2604.00965&quot;&gt;arXiv:2604.00965&lt;/a&gt; (2026), und verwendet dessen Notation: Q, K, V, A = exp(QKᵀ/√d&lt;sub&gt;QK&lt;/sub&gt;) mit d&lt;sub&gt;QK&lt;/sub&gt; der Query/Key-Breite eines Kopfes, Z = diag(A1), Y = Z⁻¹AV, W&lt;sub&gt;O&lt;/sub&gt; und das Latent L von MLA.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Built with&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;a href=&quot;https://www.qt.io/&quot;&gt;Qt&lt;/a&gt; %1 — GNU LGPL version 3&lt;/li&gt;&lt;li&gt;&lt;a href=&quot;https://eigen.tuxfamily.org/&quot;&gt;Eigen&lt;/a&gt; — Mozilla Public License 2.0&lt;/li&gt;&lt;li&gt;&lt;a href=&quot;https://github.com/google/sentencepiece&quot;&gt;SentencePiece&lt;/a&gt; — Apache License 2.0&lt;/li&gt;&lt;li&gt;&lt;a href=&quot;https://github.com/nlohmann/json&quot;&gt;nlohmann/json&lt;/a&gt; — MIT License&lt;/li&gt;&lt;li&gt;&lt;a href=&quot;https://www.openblas.net/&quot;&gt;OpenBLAS&lt;/a&gt; — BSD 3-Clause License&lt;/li&gt;&lt;li&gt;&lt;a href=&quot;https://github.com/kkos/oniguruma&quot;&gt;Oniguruma&lt;/a&gt;, &lt;a href=&quot;https://www.pcre.org/&quot;&gt;PCRE2&lt;/a&gt; — BSD 2- and 3-Clause Licenses&lt;/li&gt;&lt;li&gt;&lt;a href=&quot;https://icu.unicode.org/&quot;&gt;ICU&lt;/a&gt; — Unicode License&lt;/li&gt;&lt;li&gt;Noto CJK fonts (from the system, for Chinese) — SIL Open Font License 1.1&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h3&gt;Erstellt mit&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;a href=&quot;https://www.qt.io/&quot;&gt;Qt&lt;/a&gt; %1 — GNU LGPL Version 3&lt;/li&gt;&lt;li&gt;&lt;a href=&quot;https://eigen.tuxfamily.org/&quot;&gt;Eigen&lt;/a&gt; — Mozilla Public License 2.0&lt;/li&gt;&lt;li&gt;&lt;a href=&quot;https://github.com/google/sentencepiece&quot;&gt;SentencePiece&lt;/a&gt; — Apache License 2.0&lt;/li&gt;&lt;li&gt;&lt;a href=&quot;https://github.com/nlohmann/json&quot;&gt;nlohmann/json&lt;/a&gt; — MIT-Lizenz&lt;/li&gt;&lt;li&gt;&lt;a href=&quot;https://www.openblas.net/&quot;&gt;OpenBLAS&lt;/a&gt; — BSD-Lizenz (3 Klauseln)&lt;/li&gt;&lt;li&gt;&lt;a href=&quot;https://github.com/kkos/oniguruma&quot;&gt;Oniguruma&lt;/a&gt;, &lt;a href=&quot;https://www.pcre.org/&quot;&gt;PCRE2&lt;/a&gt; — BSD-2- und BSD-3-Clause-Lizenzen&lt;/li&gt;&lt;li&gt;&lt;a href=&quot;https://icu.unicode.org/&quot;&gt;ICU&lt;/a&gt; — Unicode-Lizenz&lt;/li&gt;&lt;li&gt;Noto-CJK-Schriften (vom System, für Chinesisch) — SIL Open Font License 1.1&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
</context>
<context>
    <name>atlas::AlignmentPage</name>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Step through decoding.&lt;/b&gt; The source&apos;s &lt;i&gt;K&lt;/i&gt; and &lt;i&gt;V&lt;/i&gt; are computed once, when it is encoded, and cached; each step adds one row: the new target token&apos;s query against all &lt;i&gt;n&lt;/i&gt; cached source keys.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Schrittweise decodieren.&lt;/b&gt; &lt;i&gt;K&lt;/i&gt; und &lt;i&gt;V&lt;/i&gt; der Quelle werden einmal beim Codieren berechnet und gecacht; jeder Schritt fügt eine Zeile hinzu: die Query des neuen Zieltokens gegen alle &lt;i&gt;n&lt;/i&gt; gecachten Quell-Keys.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The layer and head are the toolbar&apos;s; the stack is always cross-attention here.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Schicht und Kopf kommen aus der Werkzeugleiste; der Stapel ist hier immer die Cross-Attention.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Alignment</source>
        <translation>Alignment</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;No cross-attention.&lt;/b&gt; A decoder-only model has one causal stack: every token attends to the tokens before it in the same sequence, and there is no separate source to attend across to.&lt;/p&gt;&lt;p&gt;Its self-attention is on the Attention page.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Keine Cross-Attention.&lt;/b&gt; Ein Nur-Decoder-Modell hat einen einzigen kausalen Stapel: Jedes Token achtet auf die Tokens vor ihm in derselben Folge, und es gibt keine getrennte Quelle, auf die es hinüber achten könnte.&lt;/p&gt;&lt;p&gt;Seine Self-Attention zeigt die Seite Attention.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;This decoder-only model translates by continuing one causal sequence, [bos] English ⇒ German. It has no cross-attention: the German reads the English through &lt;b&gt;self-attention&lt;/b&gt;, in the same maps &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;A&lt;/i&gt; as every other token.&lt;/p&gt;&lt;p&gt;The page shows their block: the rows that predict the German (the arrow&apos;s row predicts the first German piece, each piece&apos;s row the next) × the English columns. A row&apos;s weights here sum to less than 1: the rest goes to bos, the arrow and the German before it. Keys a sliding layer&apos;s window no longer sees are masked.&lt;/p&gt;&lt;p&gt;The layer and head are the toolbar&apos;s.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Dieses Nur-Decoder-Modell übersetzt, indem es eine kausale Folge fortsetzt: [bos] Englisch ⇒ Deutsch. Es hat keine Cross-Attention: Das Deutsche liest das Englische durch &lt;b&gt;Self-Attention&lt;/b&gt;, in denselben Karten &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;A&lt;/i&gt; wie jedes andere Token.&lt;/p&gt;&lt;p&gt;Die Seite zeigt ihren Block: die Zeilen, die das Deutsche vorhersagen (die Zeile des Pfeils sagt das erste deutsche Stück vorher, die Zeile jedes Stücks das nächste) × die englischen Spalten. Die Gewichte einer Zeile ergeben hier weniger als 1: Der Rest geht an bos, den Pfeil und das Deutsche davor. Schlüssel, die das Fenster einer gleitenden Schicht nicht mehr sieht, sind maskiert.&lt;/p&gt;&lt;p&gt;Schicht und Kopf sind die der Werkzeugleiste.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Cross-attention&lt;/b&gt; is where the decoder reads the source. The queries come from the decoder&apos;s states &lt;i&gt;X&lt;/i&gt;&lt;sub&gt;dec&lt;/sub&gt;, the keys and values from the encoder&apos;s output &lt;i&gt;X&lt;/i&gt;&lt;sub&gt;enc&lt;/sub&gt;:&lt;/p&gt;&lt;p align=center&gt;&lt;i&gt;Q&lt;/i&gt; = &lt;i&gt;X&lt;/i&gt;&lt;sub&gt;dec&lt;/sub&gt;&lt;i&gt;W&lt;sub&gt;Q&lt;/sub&gt;&lt;/i&gt;, &amp;nbsp;&lt;i&gt;K&lt;/i&gt; = &lt;i&gt;X&lt;/i&gt;&lt;sub&gt;enc&lt;/sub&gt;&lt;i&gt;W&lt;sub&gt;K&lt;/sub&gt;&lt;/i&gt;, &amp;nbsp;&lt;i&gt;V&lt;/i&gt; = &lt;i&gt;X&lt;/i&gt;&lt;sub&gt;enc&lt;/sub&gt;&lt;i&gt;W&lt;sub&gt;V&lt;/sub&gt;&lt;/i&gt;, &amp;nbsp;&lt;i&gt;A&lt;/i&gt; = exp(&lt;i&gt;QK&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;/√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt;), &amp;nbsp;&lt;i&gt;Y&lt;/i&gt; = &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;AV&lt;/i&gt;&lt;/p&gt;&lt;p&gt;with &lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt; the width of one head&apos;s queries and keys.&lt;/p&gt;&lt;p&gt;Row &lt;i&gt;t&lt;/i&gt; of &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;A&lt;/i&gt; belongs to the decoder&apos;s input token &lt;i&gt;t&lt;/i&gt; (&amp;lt;s&amp;gt; first) and says which source tokens it reads while predicting token &lt;i&gt;t&lt;/i&gt; + 1; it sums to 1. There is no mask: every target position may read the whole source.&lt;/p&gt;&lt;p&gt;The heatmap gives every weight; the lines give the shape at a glance, each as opaque as its weight (those below the threshold are not drawn). In a trained translation model they roughly follow the word alignment.&lt;/p&gt;</source>
        <translation>&lt;p&gt;In der &lt;b&gt;Cross-Attention&lt;/b&gt; liest der Decoder die Quelle. Die Queries kommen aus den Zuständen des Decoders &lt;i&gt;X&lt;/i&gt;&lt;sub&gt;dec&lt;/sub&gt;, die Keys und Values aus der Ausgabe des Encoders &lt;i&gt;X&lt;/i&gt;&lt;sub&gt;enc&lt;/sub&gt;:&lt;/p&gt;&lt;p align=center&gt;&lt;i&gt;Q&lt;/i&gt; = &lt;i&gt;X&lt;/i&gt;&lt;sub&gt;dec&lt;/sub&gt;&lt;i&gt;W&lt;sub&gt;Q&lt;/sub&gt;&lt;/i&gt;, &amp;nbsp;&lt;i&gt;K&lt;/i&gt; = &lt;i&gt;X&lt;/i&gt;&lt;sub&gt;enc&lt;/sub&gt;&lt;i&gt;W&lt;sub&gt;K&lt;/sub&gt;&lt;/i&gt;, &amp;nbsp;&lt;i&gt;V&lt;/i&gt; = &lt;i&gt;X&lt;/i&gt;&lt;sub&gt;enc&lt;/sub&gt;&lt;i&gt;W&lt;sub&gt;V&lt;/sub&gt;&lt;/i&gt;, &amp;nbsp;&lt;i&gt;A&lt;/i&gt; = exp(&lt;i&gt;QK&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;/√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt;), &amp;nbsp;&lt;i&gt;Y&lt;/i&gt; = &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;AV&lt;/i&gt;&lt;/p&gt;&lt;p&gt;mit &lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt; der Breite der Queries und Keys eines Kopfes.&lt;/p&gt;&lt;p&gt;Zeile &lt;i&gt;t&lt;/i&gt; von &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;A&lt;/i&gt; gehört zum Eingabetoken &lt;i&gt;t&lt;/i&gt; des Decoders (&amp;lt;s&amp;gt; zuerst) und sagt, welche Quelltokens er liest, während er Token &lt;i&gt;t&lt;/i&gt; + 1 vorhersagt; sie summiert sich zu 1. Es gibt keine Maske: jede Zielposition darf die ganze Quelle lesen.&lt;/p&gt;&lt;p&gt;Die Heatmap zeigt jedes Gewicht; die Linien zeigen die Form auf einen Blick, jede so deckend wie ihr Gewicht (die unter der Schwelle werden nicht gezeichnet). In einem trainierten Übersetzungsmodell folgen sie ungefähr dem Wort-Alignment.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;This model: %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Dieses Modell: %1.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Nothing to align.&lt;/b&gt; An encoder-only model (BERT&apos;s family) has one stack in which every token attends to every token, before and after it; it writes no second text, so no decoder reads across to a source. Its attention is on the Attention page, its guesses at each mask under the text.&lt;/p&gt;&lt;p&gt;&lt;b&gt;A sentence pair&lt;/b&gt; is what BERT reads for next-sentence prediction and for tasks on two texts: tokenizer(A, B) gives [CLS] A [SEP] B [SEP], and BertEmbeddings adds T[0] to the first part&apos;s tokens and T[1] to the second&apos;s (RoBERTa: &amp;lt;s&amp;gt; A &amp;lt;/s&amp;gt;&amp;lt;/s&amp;gt; B &amp;lt;/s&amp;gt;, one type for all). The page shows the block of &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;A&lt;/i&gt; where one part&apos;s queries meet the other part&apos;s keys; its rows sum to less than 1, the rest staying within the part. Many heads send most of it to [SEP].&lt;/p&gt;&lt;p&gt;The layer and head are the toolbar&apos;s.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Nichts auszurichten.&lt;/b&gt; Ein reines Encoder-Modell (BERTs Familie) hat einen Stapel, in dem jedes Token auf jedes Token achtet, davor und danach; es schreibt keinen zweiten Text, also liest kein Decoder hinüber zu einer Quelle. Seine Attention steht auf der Seite Attention, seine Vermutungen an jeder Maske unter dem Text.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Ein Satzpaar&lt;/b&gt; liest BERT für die Vorhersage des nächsten Satzes und für Aufgaben mit zwei Texten: tokenizer(A, B) ergibt [CLS] A [SEP] B [SEP], und BertEmbeddings addiert T[0] zu den Tokens des ersten Teils und T[1] zu denen des zweiten (RoBERTa: &amp;lt;s&amp;gt; A &amp;lt;/s&amp;gt;&amp;lt;/s&amp;gt; B &amp;lt;/s&amp;gt;, ein Typ für alle). Die Seite zeigt den Block von &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;A&lt;/i&gt;, in dem die Queries des einen Teils auf die Keys des anderen treffen; seine Zeilen summieren sich zu weniger als 1, der Rest bleibt im eigenen Teil. Viele Köpfe schicken das meiste davon an [SEP].&lt;/p&gt;&lt;p&gt;Schicht und Kopf sind die der Werkzeugleiste.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>atlas::AppTheme</name>
    <message>
        <source>Follow the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
</context>
<context>
    <name>atlas::ApproxPage</name>
    <message>
        <source>Computing…</source>
        <translation>Rechne…</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>in this layer only</source>
        <translation>nur in dieser Schicht</translation>
    </message>
    <message>
        <source>in every layer of the stack</source>
        <translation>in jeder Schicht des Stapels</translation>
    </message>
    <message>
        <source>Where the approximation replaces exact attention for Y, the logits and the translation</source>
        <translation>Wo die Näherung die exakte Attention für Y, die Logits und die Übersetzung ersetzt</translation>
    </message>
    <message>
        <source>Approximate:</source>
        <translation>Genähert:</translation>
    </message>
    <message>
        <source>Spectra</source>
        <translation>Spektren</translation>
    </message>
    <message>
        <source>Low rank</source>
        <translation>Niedriger Rang</translation>
    </message>
    <message>
        <source>Randomized</source>
        <translation>Randomisiert</translation>
    </message>
    <message>
        <source>Quantized KV</source>
        <translation>Quantisierter KV</translation>
    </message>
    <message>
        <source>Numerical rank: the number of σᵢ above tolerance × σ₁</source>
        <translation>Numerischer Rang: die Anzahl der σᵢ über Toleranz × σ₁</translation>
    </message>
    <message>
        <source>Rank tolerance:</source>
        <translation>Rangtoleranz:</translation>
    </message>
    <message>
        <source>head</source>
        <translation>Kopf</translation>
    </message>
    <message>
        <source>rank Z⁻¹A</source>
        <translation>Rang Z⁻¹A</translation>
    </message>
    <message>
        <source>eff. rank Z⁻¹A</source>
        <translation>eff. Rang Z⁻¹A</translation>
    </message>
    <message>
        <source>rank S</source>
        <translation>Rang S</translation>
    </message>
    <message>
        <source>eff. rank S</source>
        <translation>eff. Rang S</translation>
    </message>
    <message>
        <source>Truncated SVD, P_k = U_k Σ_k V_kᵀ:</source>
        <translation>Abgeschnittene SVD, P_k = U_k Σ_k V_kᵀ:</translation>
    </message>
    <message>
        <source>Performer (FAVOR+ random features)</source>
        <translation>Performer (FAVOR+-Zufallsmerkmale)</translation>
    </message>
    <message>
        <source>Nyström (segment-mean landmarks)</source>
        <translation>Nyström (Segmentmittel als Landmarken)</translation>
    </message>
    <message>
        <source>Randomized SVD (Halko–Martinsson–Tropp)</source>
        <translation>Randomisierte SVD (Halko–Martinsson–Tropp)</translation>
    </message>
    <message>
        <source>seed </source>
        <translation>Seed </translation>
    </message>
    <message>
        <source> seeds</source>
        <translation> Seeds</translation>
    </message>
    <message>
        <source>How many seeds the error-against-size chart draws for each size</source>
        <translation>Wie viele Seeds das Diagramm „Fehler gegen Größe“ je Größe zeichnet</translation>
    </message>
    <message>
        <source>KV cache stored in:</source>
        <translation>KV-Cache gespeichert als:</translation>
    </message>
    <message>
        <source>format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>cache</source>
        <translation>Cache</translation>
    </message>
    <message>
        <source>saved vs fp32</source>
        <translation>gespart ggü. fp32</translation>
    </message>
    <message>
        <source>saved vs bf16</source>
        <translation>gespart ggü. bf16</translation>
    </message>
    <message>
        <source>max |ΔZ⁻¹A|</source>
        <translation>max |ΔZ⁻¹A|</translation>
    </message>
    <message>
        <source>max |Δlogits|</source>
        <translation>max |ΔLogits|</translation>
    </message>
    <message>
        <source>arg-max kept</source>
        <translation>Arg-Max erhalten</translation>
    </message>
    <message>
        <source>translation</source>
        <translation>Übersetzung</translation>
    </message>
    <message>
        <source>%1 · layer %2 · head %3</source>
        <translation>%1 · Schicht %2 · Kopf %3</translation>
    </message>
    <message>
        <source>error P̃ − P   (‖·‖_F / ‖P‖_F = %1)</source>
        <translation>Fehler P̃ − P   (‖·‖_F / ‖P‖_F = %1)</translation>
    </message>
    <message>
        <source>relative error, Frobenius</source>
        <translation>relativer Fehler, Frobenius</translation>
    </message>
    <message>
        <source>relative error, spectral</source>
        <translation>relativer Fehler, Spektralnorm</translation>
    </message>
    <message>
        <source>FLOPs, one head</source>
        <translation>FLOPs, ein Kopf</translation>
    </message>
    <message>
        <source>%1 exact · %2 approximate</source>
        <translation>%1 exakt · %2 genähert</translation>
    </message>
    <message>
        <source>max |ΔY| of this head</source>
        <translation>max |ΔY| dieses Kopfes</translation>
    </message>
    <message>
        <source>Exact translation:</source>
        <translation>Exakte Übersetzung:</translation>
    </message>
    <message>
        <source>With the approximation:</source>
        <translation>Mit der Näherung:</translation>
    </message>
    <message>
        <source>Singular values, largest first</source>
        <translation>Singulärwerte, größter zuerst</translation>
    </message>
    <message>
        <source>i</source>
        <translation>i</translation>
    </message>
    <message>
        <source>σᵢ (log scale)</source>
        <translation>σᵢ (log. Skala)</translation>
    </message>
    <message>
        <source>exact P = Z⁻¹A</source>
        <translation>exakt P = Z⁻¹A</translation>
    </message>
    <message>
        <source>rank-%1 truncation P_k</source>
        <translation>Rang-%1-Abschneidung P_k</translation>
    </message>
    <message>
        <source>Error of the best rank-k map (Eckart–Young)</source>
        <translation>Fehler der besten Rang-k-Karte (Eckart–Young)</translation>
    </message>
    <message>
        <source>rank k</source>
        <translation>Rang k</translation>
    </message>
    <message>
        <source>relative error</source>
        <translation>relativer Fehler</translation>
    </message>
    <message>
        <source>Performer, m = %1 features</source>
        <translation>Performer, m = %1 Merkmale</translation>
    </message>
    <message>
        <source>Nyström, m = %1 landmarks</source>
        <translation>Nyström, m = %1 Landmarken</translation>
    </message>
    <message>
        <source>randomized SVD, k = %1 (+5)</source>
        <translation>randomisierte SVD, k = %1 (+5)</translation>
    </message>
    <message>
        <source>Error against %1 over %2 seeds</source>
        <translation>Fehler gegen %1 über %2 Seeds</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Cache for this sentence:&lt;/b&gt; %1 in fp32, &lt;b&gt;%2&lt;/b&gt; in %3 (%4 % saved).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Cache für diesen Satz:&lt;/b&gt; %1 in fp32, &lt;b&gt;%2&lt;/b&gt; in %3 (%4 % gespart).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>changed: %1</source>
        <translation>geändert: %1</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>unverändert</translation>
    </message>
    <message>
        <source>k = %1</source>
        <translation>k = %1</translation>
    </message>
    <message>
        <source>m = %1</source>
        <translation>m = %1</translation>
    </message>
    <message>
        <source>Approximations</source>
        <translation>Näherungen</translation>
    </message>
    <message>
        <source>change in Z⁻¹A of %1 layer %2 head %3, keys stored in %4</source>
        <translation>Änderung von Z⁻¹A in %1 Schicht %2 Kopf %3, Keys gespeichert als %4</translation>
    </message>
    <message>
        <source>cross-attention</source>
        <translation>Cross-Attention</translation>
    </message>
    <message>
        <source>decoder self-attention</source>
        <translation>Self-Attention des Decoders</translation>
    </message>
    <message>
        <source>The toolbar&apos;s stack, layer and head (the mean shows head 0)</source>
        <translation>Stapel, Schicht und Kopf der Werkzeugleiste (beim Mittel wird Kopf 0 gezeigt)</translation>
    </message>
    <message>
        <source>&lt;small&gt;Numerical rank: σᵢ &amp;gt; tol·σ₁. Effective rank: exp(−Σ pᵢ log pᵢ), pᵢ = σᵢ/Σσ (Roy &amp;amp; Vetterli 2007). S has rank ≤ d&lt;sub&gt;QK&lt;/sub&gt; (d&lt;sub&gt;h&lt;/sub&gt;, or d&lt;sub&gt;h&lt;/sub&gt; + d&lt;sub&gt;r&lt;/sub&gt; for MLA); Z⁻¹A, its exponential, usually does not.&lt;/small&gt;</source>
        <translation>&lt;small&gt;Numerischer Rang: σᵢ &amp;gt; tol·σ₁. Effektiver Rang: exp(−Σ pᵢ log pᵢ), pᵢ = σᵢ/Σσ (Roy &amp;amp; Vetterli 2007). S hat Rang ≤ d&lt;sub&gt;QK&lt;/sub&gt; (d&lt;sub&gt;h&lt;/sub&gt;, bei MLA d&lt;sub&gt;h&lt;/sub&gt; + d&lt;sub&gt;r&lt;/sub&gt;); Z⁻¹A, seine Exponentialfunktion, meist nicht.&lt;/small&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Approximations&lt;/h3&gt;&lt;p&gt;The instruments of randomized numerical linear algebra, on the head the toolbar chooses. P = Z⁻¹A is that head&apos;s attention, S = QKᵀ/√d&lt;sub&gt;QK&lt;/sub&gt; its scores (d&lt;sub&gt;QK&lt;/sub&gt; the width of one head&apos;s queries and keys).&lt;/p&gt;&lt;h4&gt;Spectra&lt;/h4&gt;&lt;p&gt;Singular values σ₁ ≥ σ₂ ≥ … of P, of S (rank ≤ d&lt;sub&gt;QK&lt;/sub&gt;: d&lt;sub&gt;h&lt;/sub&gt;, or d&lt;sub&gt;h&lt;/sub&gt; + d&lt;sub&gt;r&lt;/sub&gt; for MLA) and of the weights that make the scores, stored as rows = outputs: W&lt;sub&gt;q&lt;/sub&gt;ᵀW&lt;sub&gt;k&lt;/sub&gt;, and for MLA the up-projections W&lt;sub&gt;uk&lt;/sub&gt; (W&lt;sup&gt;K&lt;/sup&gt; of the keys from &lt;i&gt;L&lt;/i&gt;), W&lt;sub&gt;uv&lt;/sub&gt; (W&lt;sup&gt;V&lt;/sup&gt;) and the paper&apos;s absorbed W&lt;sup&gt;LQK&lt;/sup&gt; = W&lt;sub&gt;q&lt;/sub&gt;ᵀW&lt;sub&gt;uk&lt;/sub&gt; (d × d&lt;sub&gt;c&lt;/sub&gt;, rank ≤ min(d&lt;sub&gt;h&lt;/sub&gt;, d&lt;sub&gt;c&lt;/sub&gt;)). Numerical rank: #{σᵢ &amp;gt; tol·σ₁}; effective rank exp(−Σ pᵢ log pᵢ), pᵢ = σᵢ/Σσⱼ.&lt;/p&gt;&lt;h4&gt;Low rank&lt;/h4&gt;&lt;p&gt;P&lt;sub&gt;k&lt;/sub&gt; = U&lt;sub&gt;k&lt;/sub&gt;Σ&lt;sub&gt;k&lt;/sub&gt;V&lt;sub&gt;k&lt;/sub&gt;ᵀ is the best rank-k map: ‖P − P&lt;sub&gt;k&lt;/sub&gt;‖₂ = σ&lt;sub&gt;k+1&lt;/sub&gt;, ‖P − P&lt;sub&gt;k&lt;/sub&gt;‖&lt;sub&gt;F&lt;/sub&gt; = (Σ&lt;sub&gt;j&amp;gt;k&lt;/sub&gt; σⱼ²)&lt;sup&gt;½&lt;/sup&gt; (Eckart–Young). Downstream, Y = P&lt;sub&gt;k&lt;/sub&gt;V replaces Y = PV in the chosen layers; masked entries stay 0.&lt;/p&gt;&lt;h4&gt;Randomized&lt;/h4&gt;&lt;p&gt;&lt;b&gt;Performer&lt;/b&gt; (Choromanski et al. 2021): exp(qᵀk/√d&lt;sub&gt;QK&lt;/sub&gt;) = E[φ(q)ᵀφ(k)] with φ(x) = exp(Gx − |x|²/2)/√m, x scaled by d&lt;sub&gt;QK&lt;/sub&gt;&lt;sup&gt;−¼&lt;/sup&gt;, G orthogonal Gaussian; error ∝ m&lt;sup&gt;−½&lt;/sup&gt;, cost O(n·m·d&lt;sub&gt;QK&lt;/sub&gt;). &lt;b&gt;Nyström&lt;/b&gt; (Xiong et al. 2021): Ã = κ(Q, K̃) κ(K̃, K̃)⁺ κ(K̃, K) with m landmarks K̃ (segment means of the keys), exact when every key is a landmark; no rank-m map beats σ&lt;sub&gt;m+1&lt;/sub&gt;. &lt;b&gt;Randomized SVD&lt;/b&gt; (Halko, Martinsson &amp;amp; Tropp 2011): C = PΩ with a Gaussian Ω of k + p columns, B = qr(C), P ≈ BBᵀP; E‖P − BBᵀP‖ ≤ (1 + √(k/(p−1)))σ&lt;sub&gt;k+1&lt;/sub&gt; + (e√(k+p)/p)(Σ&lt;sub&gt;j&amp;gt;k&lt;/sub&gt;σⱼ²)&lt;sup&gt;½&lt;/sup&gt;. The chart draws the median error over the seeds, their min–max band and that theory. Every draw follows from the seed.&lt;/p&gt;&lt;h4&gt;Quantized KV&lt;/h4&gt;&lt;p&gt;Keys and values are rounded as the cache would store them: bf16, fp16, fp8 e4m3 (round to nearest even, saturating), int8 or int4 with one absmax scale per token and head (per latent for MLA). The memory follows SPEC&apos;s cache formula (the KV cache page); DeepSeek-V2 stores its MLA cache in 6 bits.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Näherungen&lt;/h3&gt;&lt;p&gt;Die Werkzeuge der randomisierten numerischen linearen Algebra, angewandt auf den Kopf, den die Werkzeugleiste wählt. P = Z⁻¹A ist die Attention dieses Kopfes, S = QKᵀ/√d&lt;sub&gt;QK&lt;/sub&gt; seine Scores (d&lt;sub&gt;QK&lt;/sub&gt; die Breite der Queries und Keys eines Kopfes).&lt;/p&gt;&lt;h4&gt;Spektren&lt;/h4&gt;&lt;p&gt;Singulärwerte σ₁ ≥ σ₂ ≥ … von P, von S (Rang ≤ d&lt;sub&gt;QK&lt;/sub&gt;: d&lt;sub&gt;h&lt;/sub&gt;, bei MLA d&lt;sub&gt;h&lt;/sub&gt; + d&lt;sub&gt;r&lt;/sub&gt;) und der Gewichte, aus denen die Scores entstehen, gespeichert mit Zeilen = Ausgaben: W&lt;sub&gt;q&lt;/sub&gt;ᵀW&lt;sub&gt;k&lt;/sub&gt;, bei MLA die Aufwärtsprojektionen W&lt;sub&gt;uk&lt;/sub&gt; (W&lt;sup&gt;K&lt;/sup&gt; der Keys aus &lt;i&gt;L&lt;/i&gt;), W&lt;sub&gt;uv&lt;/sub&gt; (W&lt;sup&gt;V&lt;/sup&gt;) und das absorbierte W&lt;sup&gt;LQK&lt;/sup&gt; = W&lt;sub&gt;q&lt;/sub&gt;ᵀW&lt;sub&gt;uk&lt;/sub&gt; des Artikels (d × d&lt;sub&gt;c&lt;/sub&gt;, Rang ≤ min(d&lt;sub&gt;h&lt;/sub&gt;, d&lt;sub&gt;c&lt;/sub&gt;)). Numerischer Rang: #{σᵢ &amp;gt; tol·σ₁}; effektiver Rang exp(−Σ pᵢ log pᵢ), pᵢ = σᵢ/Σσⱼ.&lt;/p&gt;&lt;h4&gt;Niedriger Rang&lt;/h4&gt;&lt;p&gt;P&lt;sub&gt;k&lt;/sub&gt; = U&lt;sub&gt;k&lt;/sub&gt;Σ&lt;sub&gt;k&lt;/sub&gt;V&lt;sub&gt;k&lt;/sub&gt;ᵀ ist die beste Rang-k-Karte: ‖P − P&lt;sub&gt;k&lt;/sub&gt;‖₂ = σ&lt;sub&gt;k+1&lt;/sub&gt;, ‖P − P&lt;sub&gt;k&lt;/sub&gt;‖&lt;sub&gt;F&lt;/sub&gt; = (Σ&lt;sub&gt;j&amp;gt;k&lt;/sub&gt; σⱼ²)&lt;sup&gt;½&lt;/sup&gt; (Eckart–Young). Nachgelagert ersetzt Y = P&lt;sub&gt;k&lt;/sub&gt;V in den gewählten Schichten Y = PV; maskierte Einträge bleiben 0.&lt;/p&gt;&lt;h4&gt;Randomisiert&lt;/h4&gt;&lt;p&gt;&lt;b&gt;Performer&lt;/b&gt; (Choromanski et al. 2021): exp(qᵀk/√d&lt;sub&gt;QK&lt;/sub&gt;) = E[φ(q)ᵀφ(k)] mit φ(x) = exp(Gx − |x|²/2)/√m, x skaliert mit d&lt;sub&gt;QK&lt;/sub&gt;&lt;sup&gt;−¼&lt;/sup&gt;, G orthogonal gaußsch; Fehler ∝ m&lt;sup&gt;−½&lt;/sup&gt;, Kosten O(n·m·d&lt;sub&gt;QK&lt;/sub&gt;). &lt;b&gt;Nyström&lt;/b&gt; (Xiong et al. 2021): Ã = κ(Q, K̃) κ(K̃, K̃)⁺ κ(K̃, K) mit m Landmarken K̃ (Segmentmittel der Keys), exakt, wenn jeder Key eine Landmarke ist; keine Rang-m-Karte unterbietet σ&lt;sub&gt;m+1&lt;/sub&gt;. &lt;b&gt;Randomisierte SVD&lt;/b&gt; (Halko, Martinsson &amp;amp; Tropp 2011): C = PΩ mit einem gaußschen Ω aus k + p Spalten, B = qr(C), P ≈ BBᵀP; E‖P − BBᵀP‖ ≤ (1 + √(k/(p−1)))σ&lt;sub&gt;k+1&lt;/sub&gt; + (e√(k+p)/p)(Σ&lt;sub&gt;j&amp;gt;k&lt;/sub&gt;σⱼ²)&lt;sup&gt;½&lt;/sup&gt;. Das Diagramm zeigt den Median des Fehlers über die Seeds, ihr Min–Max-Band und diese Theorie. Jede Ziehung folgt aus dem Seed.&lt;/p&gt;&lt;h4&gt;Quantisierter KV&lt;/h4&gt;&lt;p&gt;Keys und Values werden gerundet, wie der Cache sie speichern würde: bf16, fp16, fp8 e4m3 (Runden zur nächsten geraden Zahl, sättigend), int8 oder int4 mit einem Absmax-Faktor pro Token und Kopf (bei MLA pro Latent). Der Speicher folgt der Cache-Formel der SPEC (Seite KV-Cache); DeepSeek-V2 speichert seinen MLA-Cache in 6 Bit.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>atlas::ApproxRunner</name>
    <message>
        <source>Z⁻¹A (attention)</source>
        <translation>Z⁻¹A (Attention)</translation>
    </message>
    <message>
        <source>‖P − P_k‖_F / ‖P‖_F</source>
        <translation>‖P − P_k‖_F / ‖P‖_F</translation>
    </message>
    <message>
        <source>‖P − P_k‖₂ / ‖P‖₂</source>
        <translation>‖P − P_k‖₂ / ‖P‖₂</translation>
    </message>
    <message>
        <source>m (features or landmarks)</source>
        <translation>m (Merkmale oder Landmarken)</translation>
    </message>
    <message>
        <source>S = QKᵀ/√d_QK (scores)</source>
        <translation>S = QKᵀ/√d_QK (Scores)</translation>
    </message>
    <message>
        <source>target rank k (B has k + 5 columns)</source>
        <translation>Zielrang k (B hat k + 5 Spalten)</translation>
    </message>
</context>
<context>
    <name>atlas::AttentionPage</name>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Step through decoding.&lt;/b&gt; At step &lt;i&gt;t&lt;/i&gt; the decoder reads &lt;i&gt;y&lt;/i&gt;&lt;sub&gt;&lt;i&gt;t&lt;/i&gt;−1&lt;/sub&gt;, appends its key and value to the KV cache and computes one new row of each map: against the &lt;i&gt;t&lt;/i&gt; cached keys in self-attention (left) and the &lt;i&gt;n&lt;/i&gt; cached source keys in cross-attention (right). Earlier rows never change: they equal the full pass&apos;s.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Schrittweise decodieren.&lt;/b&gt; Bei Schritt &lt;i&gt;t&lt;/i&gt; liest der Decoder &lt;i&gt;y&lt;/i&gt;&lt;sub&gt;&lt;i&gt;t&lt;/i&gt;−1&lt;/sub&gt;, hängt dessen Key und Value an den KV-Cache an und berechnet eine neue Zeile jeder Karte: gegen die &lt;i&gt;t&lt;/i&gt; gecachten Keys in der Self-Attention (links) und die &lt;i&gt;n&lt;/i&gt; gecachten Quell-Keys in der Cross-Attention (rechts). Frühere Zeilen ändern sich nie: sie gleichen denen des vollen Durchlaufs.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Encoder self-attention&lt;/b&gt;: &lt;i&gt;Q&lt;/i&gt; = &lt;i&gt;XW&lt;sub&gt;Q&lt;/sub&gt;&lt;/i&gt;, &lt;i&gt;K&lt;/i&gt; = &lt;i&gt;XW&lt;sub&gt;K&lt;/sub&gt;&lt;/i&gt;, &lt;i&gt;V&lt;/i&gt; = &lt;i&gt;XW&lt;sub&gt;V&lt;/sub&gt;&lt;/i&gt; all come from the source &lt;i&gt;X&lt;/i&gt;, so a sentence of &lt;i&gt;n&lt;/i&gt; tokens gives an &lt;i&gt;n&lt;/i&gt; × &lt;i&gt;n&lt;/i&gt; map.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Self-Attention des Encoders&lt;/b&gt;: &lt;i&gt;Q&lt;/i&gt; = &lt;i&gt;XW&lt;sub&gt;Q&lt;/sub&gt;&lt;/i&gt;, &lt;i&gt;K&lt;/i&gt; = &lt;i&gt;XW&lt;sub&gt;K&lt;/sub&gt;&lt;/i&gt;, &lt;i&gt;V&lt;/i&gt; = &lt;i&gt;XW&lt;sub&gt;V&lt;/sub&gt;&lt;/i&gt; kommen alle aus der Quelle &lt;i&gt;X&lt;/i&gt;, ein Satz aus &lt;i&gt;n&lt;/i&gt; Tokens ergibt also eine &lt;i&gt;n&lt;/i&gt; × &lt;i&gt;n&lt;/i&gt;-Karte.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;MQA&lt;/b&gt;: all %1 query heads share one &lt;i&gt;K&lt;/i&gt; and one &lt;i&gt;V&lt;/i&gt;; the cache holds one key/value head.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;MQA&lt;/b&gt;: alle %1 Query-Köpfe teilen sich ein &lt;i&gt;K&lt;/i&gt; und ein &lt;i&gt;V&lt;/i&gt;; der Cache hält einen Key/Value-Kopf.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;GQA&lt;/b&gt;: the %1 query heads share %2 key/value heads; head &lt;i&gt;h&lt;/i&gt; reads &lt;i&gt;K&lt;/i&gt;, &lt;i&gt;V&lt;/i&gt; of head ⌊&lt;i&gt;h&lt;/i&gt; / %3⌋.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;GQA&lt;/b&gt;: die %1 Query-Köpfe teilen sich %2 Key/Value-Köpfe; Kopf &lt;i&gt;h&lt;/i&gt; liest &lt;i&gt;K&lt;/i&gt;, &lt;i&gt;V&lt;/i&gt; von Kopf ⌊&lt;i&gt;h&lt;/i&gt; / %3⌋.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;MHA&lt;/b&gt;: each of the %1 heads has its own &lt;i&gt;K&lt;/i&gt; and &lt;i&gt;V&lt;/i&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;MHA&lt;/b&gt;: jeder der %1 Köpfe hat eigene &lt;i&gt;K&lt;/i&gt; und &lt;i&gt;V&lt;/i&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The grid shows every head of every layer; click one to see it large. A sharp head has low entropy, a diffuse one up to ln &lt;i&gt;n&lt;/i&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Das Raster zeigt jeden Kopf jeder Schicht; einen anklicken, um ihn groß zu sehen. Ein scharfer Kopf hat niedrige Entropie, ein diffuser bis zu ln &lt;i&gt;n&lt;/i&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>Attention</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Decoder-only&lt;/b&gt;: one causal stack over the prompt and its continuation, one sequence; no encoder, nothing across. The tokens strip marks where the continuation starts.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Nur Decoder&lt;/b&gt;: ein kausaler Stapel über den Prompt und seine Fortsetzung, eine Folge; kein Encoder, nichts hinüber. Die Token-Leiste markiert, wo die Fortsetzung beginnt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Sliding windows&lt;/b&gt;: a &lt;i&gt;local&lt;/i&gt; layer&apos;s query at position &lt;i&gt;q&lt;/i&gt; sees only the keys &lt;i&gt;q&lt;/i&gt; − &lt;i&gt;W&lt;/i&gt; &amp;lt; &lt;i&gt;k&lt;/i&gt; ≤ &lt;i&gt;q&lt;/i&gt;; the keys before its window are masked too, drawn as a pale band apart from the causal triangle. A &lt;i&gt;global&lt;/i&gt; layer sees every earlier key. Its KV cache keeps at most &lt;i&gt;W&lt;/i&gt; tokens.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Gleitende Fenster&lt;/b&gt;: Die Query einer &lt;i&gt;lokalen&lt;/i&gt; Schicht an Position &lt;i&gt;q&lt;/i&gt; sieht nur die Schlüssel &lt;i&gt;q&lt;/i&gt; − &lt;i&gt;W&lt;/i&gt; &amp;lt; &lt;i&gt;k&lt;/i&gt; ≤ &lt;i&gt;q&lt;/i&gt;; die Schlüssel vor ihrem Fenster sind ebenfalls maskiert, als blasses Band vom kausalen Dreieck abgesetzt. Eine &lt;i&gt;globale&lt;/i&gt; Schicht sieht jeden früheren Schlüssel. Ihr KV-Cache hält höchstens &lt;i&gt;W&lt;/i&gt; Tokens.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;MLA&lt;/b&gt;: each token is compressed to a latent &lt;i&gt;L&lt;/i&gt; = &lt;i&gt;XW&lt;sup&gt;L&lt;/sup&gt;&lt;/i&gt; of &lt;i&gt;d&lt;sub&gt;c&lt;/sub&gt;&lt;/i&gt; = %1 numbers; head &lt;i&gt;h&lt;/i&gt; expands its own &lt;i&gt;K&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;LW&lt;sub&gt;h&lt;/sub&gt;&lt;sup&gt;K&lt;/sup&gt;&lt;/i&gt; and &lt;i&gt;V&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;LW&lt;sub&gt;h&lt;/sub&gt;&lt;sup&gt;V&lt;/sup&gt;&lt;/i&gt; from it. A rotary key &lt;i&gt;k&lt;sub&gt;r&lt;/sub&gt;&lt;/i&gt; of &lt;i&gt;d&lt;sub&gt;r&lt;/sub&gt;&lt;/i&gt; = %2 numbers, shared by the heads, stays outside &lt;i&gt;L&lt;/i&gt; (rotation by position cannot be absorbed into a fixed matrix). The cache holds &lt;i&gt;L&lt;/i&gt; and &lt;i&gt;k&lt;sub&gt;r&lt;/sub&gt;&lt;/i&gt;: &lt;i&gt;d&lt;sub&gt;c&lt;/sub&gt;&lt;/i&gt; + &lt;i&gt;d&lt;sub&gt;r&lt;/sub&gt;&lt;/i&gt; = %3 numbers per token and layer, whatever the number of heads.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;MLA&lt;/b&gt;: jedes Token wird zu einem Latent &lt;i&gt;L&lt;/i&gt; = &lt;i&gt;XW&lt;sup&gt;L&lt;/sup&gt;&lt;/i&gt; aus &lt;i&gt;d&lt;sub&gt;c&lt;/sub&gt;&lt;/i&gt; = %1 Zahlen komprimiert; Kopf &lt;i&gt;h&lt;/i&gt; expandiert daraus seine eigenen &lt;i&gt;K&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;LW&lt;sub&gt;h&lt;/sub&gt;&lt;sup&gt;K&lt;/sup&gt;&lt;/i&gt; und &lt;i&gt;V&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;LW&lt;sub&gt;h&lt;/sub&gt;&lt;sup&gt;V&lt;/sup&gt;&lt;/i&gt;. Ein Rotations-Key &lt;i&gt;k&lt;sub&gt;r&lt;/sub&gt;&lt;/i&gt; aus &lt;i&gt;d&lt;sub&gt;r&lt;/sub&gt;&lt;/i&gt; = %2 Zahlen, den sich die Köpfe teilen, bleibt außerhalb von &lt;i&gt;L&lt;/i&gt; (eine Drehung abhängig von der Position lässt sich nicht in eine feste Matrix absorbieren). Der Cache hält &lt;i&gt;L&lt;/i&gt; und &lt;i&gt;k&lt;sub&gt;r&lt;/sub&gt;&lt;/i&gt;: &lt;i&gt;d&lt;sub&gt;c&lt;/sub&gt;&lt;/i&gt; + &lt;i&gt;d&lt;sub&gt;r&lt;/sub&gt;&lt;/i&gt; = %3 Zahlen pro Token und Schicht, unabhängig von der Zahl der Köpfe.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Each head &lt;i&gt;h&lt;/i&gt; compares every query with every key and mixes the values:&lt;/p&gt;&lt;p align=center&gt;&lt;i&gt;A&lt;/i&gt; = exp(&lt;i&gt;Q&lt;sub&gt;h&lt;/sub&gt;K&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;/√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt;), &amp;nbsp;&lt;i&gt;Z&lt;/i&gt; = diag(&lt;i&gt;A&lt;/i&gt;1), &amp;nbsp;&lt;i&gt;Y&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;AV&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt;&lt;/p&gt;&lt;p&gt;&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt; is the width of one head&apos;s queries and keys (not &lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt;).&lt;/p&gt;&lt;p&gt;The maps show &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;A&lt;/i&gt;: row &lt;i&gt;i&lt;/i&gt; is how query &lt;i&gt;i&lt;/i&gt; divides its attention among the keys; every row sums to 1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jeder Kopf &lt;i&gt;h&lt;/i&gt; vergleicht jede Query mit jedem Key und mischt die Values:&lt;/p&gt;&lt;p align=center&gt;&lt;i&gt;A&lt;/i&gt; = exp(&lt;i&gt;Q&lt;sub&gt;h&lt;/sub&gt;K&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;/√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt;), &amp;nbsp;&lt;i&gt;Z&lt;/i&gt; = diag(&lt;i&gt;A&lt;/i&gt;1), &amp;nbsp;&lt;i&gt;Y&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;AV&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt;&lt;/p&gt;&lt;p&gt;&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt; ist die Breite der Queries und Keys eines Kopfes (nicht &lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt;).&lt;/p&gt;&lt;p&gt;Die Karten zeigen &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;A&lt;/i&gt;: Zeile &lt;i&gt;i&lt;/i&gt; gibt an, wie Query &lt;i&gt;i&lt;/i&gt; ihre Aufmerksamkeit auf die Keys verteilt; jede Zeile summiert sich zu 1.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Decoder self-attention&lt;/b&gt;: &lt;i&gt;Q&lt;/i&gt;, &lt;i&gt;K&lt;/i&gt;, &lt;i&gt;V&lt;/i&gt; come from the decoder&apos;s input &amp;lt;s&amp;gt;, &lt;i&gt;y&lt;/i&gt;&lt;sub&gt;1&lt;/sub&gt; … &lt;i&gt;y&lt;sub&gt;m&lt;/sub&gt;&lt;/i&gt;. The causal mask adds −∞ to &lt;i&gt;QK&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;/√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt; where key &lt;i&gt;j&lt;/i&gt; &amp;gt; query &lt;i&gt;i&lt;/i&gt;, so &lt;i&gt;A&lt;sub&gt;ij&lt;/sub&gt;&lt;/i&gt; = 0 there (hatched): position &lt;i&gt;i&lt;/i&gt; reads only itself and the positions before it. Row &lt;i&gt;t&lt;/i&gt; predicts token &lt;i&gt;t&lt;/i&gt; + 1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Self-Attention des Decoders&lt;/b&gt;: &lt;i&gt;Q&lt;/i&gt;, &lt;i&gt;K&lt;/i&gt;, &lt;i&gt;V&lt;/i&gt; kommen aus der Eingabe des Decoders &amp;lt;s&amp;gt;, &lt;i&gt;y&lt;/i&gt;&lt;sub&gt;1&lt;/sub&gt; … &lt;i&gt;y&lt;sub&gt;m&lt;/sub&gt;&lt;/i&gt;. Die kausale Maske addiert −∞ zu &lt;i&gt;QK&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;/√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt;, wo Key &lt;i&gt;j&lt;/i&gt; &amp;gt; Query &lt;i&gt;i&lt;/i&gt;, sodass dort &lt;i&gt;A&lt;sub&gt;ij&lt;/sub&gt;&lt;/i&gt; = 0 ist (schraffiert): Position &lt;i&gt;i&lt;/i&gt; liest nur sich selbst und die Positionen davor. Zeile &lt;i&gt;t&lt;/i&gt; sagt Token &lt;i&gt;t&lt;/i&gt; + 1 voraus.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Cross-attention&lt;/b&gt;: the queries come from the decoder&apos;s states &lt;i&gt;X&lt;/i&gt;&lt;sub&gt;dec&lt;/sub&gt;, &lt;i&gt;Q&lt;/i&gt; = &lt;i&gt;X&lt;/i&gt;&lt;sub&gt;dec&lt;/sub&gt;&lt;i&gt;W&lt;sub&gt;Q&lt;/sub&gt;&lt;/i&gt;; the keys and values from the encoder&apos;s output &lt;i&gt;X&lt;/i&gt;&lt;sub&gt;enc&lt;/sub&gt;: &lt;i&gt;K&lt;/i&gt; = &lt;i&gt;X&lt;/i&gt;&lt;sub&gt;enc&lt;/sub&gt;&lt;i&gt;W&lt;sub&gt;K&lt;/sub&gt;&lt;/i&gt;, &lt;i&gt;V&lt;/i&gt; = &lt;i&gt;X&lt;/i&gt;&lt;sub&gt;enc&lt;/sub&gt;&lt;i&gt;W&lt;sub&gt;V&lt;/sub&gt;&lt;/i&gt;. Rows are target positions, columns source tokens; &lt;i&gt;K&lt;/i&gt; and &lt;i&gt;V&lt;/i&gt; are computed once per sentence.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Cross-Attention&lt;/b&gt;: die Queries kommen aus den Zuständen des Decoders &lt;i&gt;X&lt;/i&gt;&lt;sub&gt;dec&lt;/sub&gt;, &lt;i&gt;Q&lt;/i&gt; = &lt;i&gt;X&lt;/i&gt;&lt;sub&gt;dec&lt;/sub&gt;&lt;i&gt;W&lt;sub&gt;Q&lt;/sub&gt;&lt;/i&gt;; die Keys und Values aus der Ausgabe des Encoders &lt;i&gt;X&lt;/i&gt;&lt;sub&gt;enc&lt;/sub&gt;: &lt;i&gt;K&lt;/i&gt; = &lt;i&gt;X&lt;/i&gt;&lt;sub&gt;enc&lt;/sub&gt;&lt;i&gt;W&lt;sub&gt;K&lt;/sub&gt;&lt;/i&gt;, &lt;i&gt;V&lt;/i&gt; = &lt;i&gt;X&lt;/i&gt;&lt;sub&gt;enc&lt;/sub&gt;&lt;i&gt;W&lt;sub&gt;V&lt;/sub&gt;&lt;/i&gt;. Zeilen sind Zielpositionen, Spalten Quelltokens; &lt;i&gt;K&lt;/i&gt; und &lt;i&gt;V&lt;/i&gt; werden einmal pro Satz berechnet.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;This model: %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Dieses Modell: %1.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Encoder-only&lt;/b&gt; (BERT&apos;s family): one stack in which every position sees every position, before and after it; no decoder, nothing across. A special token opens the text and one ends it ([CLS] and [SEP] in BERT); the masked-LM head reads the last layer at each mask and predicts the word hidden there. The head statistics name what a head mostly looks at (the previous or next token, the separators, the first token): the heads Clark et al. (2019) found in BERT.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Encoder-only&lt;/b&gt; (die BERT-Familie): ein Stapel, in dem jede Position jede Position sieht, davor und danach; kein Decoder, nichts über Kreuz. Ein Sondertoken eröffnet den Text und eines beendet ihn ([CLS] und [SEP] bei BERT); der Masked-LM-Kopf liest die letzte Schicht an jeder Maske und sagt das dort verborgene Wort voraus. Die Kopfstatistik nennt, worauf ein Kopf vor allem schaut (das vorige oder nächste Token, die Trenner, das erste Token): die Köpfe, die Clark et al. (2019) in BERT fanden.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>atlas::AttributionPage</name>
    <message>
        <source>%1: %2 → predicts %3</source>
        <translation>%1: %2 → sagt %3 voraus</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>raw attention</source>
        <translation>rohe Attention</translation>
    </message>
    <message>
        <source>rollout</source>
        <translation>Rollout</translation>
    </message>
    <message>
        <source>flow</source>
        <translation>Fluss</translation>
    </message>
    <message>
        <source>not computed: more than %1 tokens</source>
        <translation>nicht berechnet: mehr als %1 Tokens</translation>
    </message>
    <message>
        <source>gradient × input</source>
        <translation>Gradient × Eingabe</translation>
    </message>
    <message>
        <source>Attribution</source>
        <translation>Attribution</translation>
    </message>
    <message>
        <source>; this model: %1</source>
        <translation>; dieses Modell: %1</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Rollout&lt;/b&gt; (Abnar &amp;amp; Zuidema 2020). Per layer the residual connection is half the mixing: &lt;i&gt;Â&lt;/i&gt;&lt;sub&gt;&lt;i&gt;l&lt;/i&gt;&lt;/sub&gt; = ½&lt;i&gt;P̄&lt;/i&gt;&lt;sub&gt;&lt;i&gt;l&lt;/i&gt;&lt;/sub&gt; + ½&lt;i&gt;I&lt;/i&gt;, &lt;i&gt;P̄&lt;/i&gt;&lt;sub&gt;&lt;i&gt;l&lt;/i&gt;&lt;/sub&gt; the mean over heads of &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;A&lt;/i&gt;, rows renormalised; then &lt;i&gt;R&lt;/i&gt;&lt;sub&gt;0&lt;/sub&gt; = &lt;i&gt;Â&lt;/i&gt;&lt;sub&gt;0&lt;/sub&gt;, &lt;i&gt;R&lt;/i&gt;&lt;sub&gt;&lt;i&gt;l&lt;/i&gt;&lt;/sub&gt; = &lt;i&gt;Â&lt;/i&gt;&lt;sub&gt;&lt;i&gt;l&lt;/i&gt;&lt;/sub&gt; &lt;i&gt;R&lt;/i&gt;&lt;sub&gt;&lt;i&gt;l&lt;/i&gt;−1&lt;/sub&gt;. Row &lt;i&gt;i&lt;/i&gt; of the top &lt;i&gt;R&lt;/i&gt; sums to 1: the share of position &lt;i&gt;i&lt;/i&gt; that comes from each input token along all paths.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Flow&lt;/b&gt; (same paper). The layers form a graph, one node per position per layer, the edge from &lt;i&gt;j&lt;/i&gt; below layer &lt;i&gt;l&lt;/i&gt; to &lt;i&gt;i&lt;/i&gt; above it of capacity &lt;i&gt;Â&lt;/i&gt;&lt;sub&gt;&lt;i&gt;l&lt;/i&gt;&lt;/sub&gt;[&lt;i&gt;i&lt;/i&gt;, &lt;i&gt;j&lt;/i&gt;]. The flow of input token &lt;i&gt;j&lt;/i&gt; to output &lt;i&gt;i&lt;/i&gt; is the maximum flow from node (0, &lt;i&gt;j&lt;/i&gt;) to node (&lt;i&gt;n&lt;/i&gt;&lt;sub&gt;layers&lt;/sub&gt;, &lt;i&gt;i&lt;/i&gt;), solved exactly (Dinic&apos;s algorithm, up to %2 tokens). It lies between the rollout&apos;s entry and 1: rollout multiplies along paths, flow asks how much can pass the narrowest cut.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Rollout&lt;/b&gt; (Abnar &amp;amp; Zuidema 2020). Pro Schicht ist die Residualverbindung die Hälfte der Mischung: &lt;i&gt;Â&lt;/i&gt;&lt;sub&gt;&lt;i&gt;l&lt;/i&gt;&lt;/sub&gt; = ½&lt;i&gt;P̄&lt;/i&gt;&lt;sub&gt;&lt;i&gt;l&lt;/i&gt;&lt;/sub&gt; + ½&lt;i&gt;I&lt;/i&gt;, &lt;i&gt;P̄&lt;/i&gt;&lt;sub&gt;&lt;i&gt;l&lt;/i&gt;&lt;/sub&gt; der Mittelwert über die Köpfe von &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;A&lt;/i&gt;, Zeilen neu normiert; dann &lt;i&gt;R&lt;/i&gt;&lt;sub&gt;0&lt;/sub&gt; = &lt;i&gt;Â&lt;/i&gt;&lt;sub&gt;0&lt;/sub&gt;, &lt;i&gt;R&lt;/i&gt;&lt;sub&gt;&lt;i&gt;l&lt;/i&gt;&lt;/sub&gt; = &lt;i&gt;Â&lt;/i&gt;&lt;sub&gt;&lt;i&gt;l&lt;/i&gt;&lt;/sub&gt; &lt;i&gt;R&lt;/i&gt;&lt;sub&gt;&lt;i&gt;l&lt;/i&gt;−1&lt;/sub&gt;. Zeile &lt;i&gt;i&lt;/i&gt; des obersten &lt;i&gt;R&lt;/i&gt; summiert sich zu 1: der Anteil von Position &lt;i&gt;i&lt;/i&gt;, der über alle Pfade von jedem Eingabetoken stammt.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Fluss&lt;/b&gt; (dieselbe Arbeit). Die Schichten bilden einen Graphen, ein Knoten je Position und Schicht, die Kante von &lt;i&gt;j&lt;/i&gt; unter Schicht &lt;i&gt;l&lt;/i&gt; zu &lt;i&gt;i&lt;/i&gt; darüber mit der Kapazität &lt;i&gt;Â&lt;/i&gt;&lt;sub&gt;&lt;i&gt;l&lt;/i&gt;&lt;/sub&gt;[&lt;i&gt;i&lt;/i&gt;, &lt;i&gt;j&lt;/i&gt;]. Der Fluss von Eingabetoken &lt;i&gt;j&lt;/i&gt; zur Ausgabe &lt;i&gt;i&lt;/i&gt; ist der maximale Fluss von Knoten (0, &lt;i&gt;j&lt;/i&gt;) zu Knoten (&lt;i&gt;n&lt;/i&gt;&lt;sub&gt;layers&lt;/sub&gt;, &lt;i&gt;i&lt;/i&gt;), exakt gelöst (Dinic-Algorithmus, bis zu %2 Tokens). Er liegt zwischen dem Eintrag des Rollouts und 1: Rollout multipliziert entlang der Pfade, Fluss fragt, wie viel durch den engsten Schnitt passt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Gradient × input traces a target token to the source: choose the cross stack in the toolbar.</source>
        <translation>Gradient × Eingabe führt ein Zieltoken auf die Quelle zurück: wählen Sie in der Werkzeugleiste den Cross-Stapel.</translation>
    </message>
    <message>
        <source>No sentence yet: load a model and type a sentence on the left.</source>
        <translation>Noch kein Satz: Laden Sie links ein Modell und geben Sie einen Satz ein.</translation>
    </message>
    <message>
        <source>Tracing the attention through the layers…</source>
        <translation>Die Attention wird durch die Schichten verfolgt…</translation>
    </message>
    <message>
        <source>The model failed on this text: %1</source>
        <translation>Das Modell ist an diesem Text gescheitert: %1</translation>
    </message>
    <message>
        <source>Rollout (Â = ½P̄ + ½I)</source>
        <translation>Rollout (Â = ½P̄ + ½I)</translation>
    </message>
    <message>
        <source>Attention flow (max-flow)</source>
        <translation>Attention-Fluss (maximaler Fluss)</translation>
    </message>
    <message>
        <source>Gradient × input (signed)</source>
        <translation>Gradient × Eingabe (mit Vorzeichen)</translation>
    </message>
    <message>
        <source>output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>input token</source>
        <translation>Eingabetoken</translation>
    </message>
    <message>
        <source>target position</source>
        <translation>Zielposition</translation>
    </message>
    <message>
        <source>Raw attention</source>
        <translation>Rohe Attention</translation>
    </message>
    <message>
        <source>Rollout</source>
        <translation>Rollout</translation>
    </message>
    <message>
        <source>Flow</source>
        <translation>Fluss</translation>
    </message>
    <message>
        <source>Gradient × input</source>
        <translation>Gradient × Eingabe</translation>
    </message>
    <message>
        <source>Output token:</source>
        <translation>Ausgabetoken:</translation>
    </message>
    <message>
        <source>Bars and export lead with:</source>
        <translation>Balken und Export beginnen mit:</translation>
    </message>
    <message>
        <source>Attribution across layers: %1</source>
        <translation>Attribution über die Schichten: %1</translation>
    </message>
    <message>
        <source>Attribution across layers</source>
        <translation>Attribution über die Schichten</translation>
    </message>
    <message>
        <source>Output token %1: %2, its row of each map</source>
        <translation>Ausgabetoken %1: %2, seine Zeile jeder Karte</translation>
    </message>
    <message>
        <source>The output token&apos;s row of each map</source>
        <translation>Die Zeile des Ausgabetokens in jeder Karte</translation>
    </message>
    <message>
        <source>gradient × attention</source>
        <translation>Gradient × Attention</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Raw attention is not an explanation.&lt;/b&gt; A map &lt;i&gt;P&lt;/i&gt; = &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;A&lt;/i&gt; (&lt;i&gt;A&lt;/i&gt; = exp(&lt;i&gt;QK&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;/√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt;)%1) says where one head of one layer reads, not what changes the output: the values it reads were already mixed by the layers below, and the residual stream carries each position past every head (Jain &amp;amp; Wallace 2019, Wiegreffe &amp;amp; Pinter 2019, Abnar &amp;amp; Zuidema 2020). The four maps beside it trace each output position back to the input tokens.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Rohe Attention ist keine Erklärung.&lt;/b&gt; Eine Karte &lt;i&gt;P&lt;/i&gt; = &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;A&lt;/i&gt; (&lt;i&gt;A&lt;/i&gt; = exp(&lt;i&gt;QK&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;/√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt;)%1) sagt, wo ein Kopf einer Schicht liest, nicht, was die Ausgabe ändert: Die gelesenen Werte wurden schon von den Schichten darunter gemischt, und der Residualstrom trägt jede Position an jedem Kopf vorbei (Jain &amp;amp; Wallace 2019, Wiegreffe &amp;amp; Pinter 2019, Abnar &amp;amp; Zuidema 2020). Die vier Karten daneben führen jede Ausgabeposition auf die Eingabetokens zurück.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Gradient × input.&lt;/b&gt; For the target token &lt;i&gt;y&lt;/i&gt;&lt;sub&gt;&lt;i&gt;t&lt;/i&gt;+1&lt;/sub&gt; that decoder position &lt;i&gt;t&lt;/i&gt; predicts, the score of input token &lt;i&gt;j&lt;/i&gt; is &lt;i&gt;g&lt;sub&gt;j&lt;/sub&gt;&lt;/i&gt; = Σ&lt;sub&gt;&lt;i&gt;k&lt;/i&gt;&lt;/sub&gt; &lt;i&gt;x&lt;sub&gt;jk&lt;/sub&gt;&lt;/i&gt; ∂ log &lt;i&gt;p&lt;/i&gt;(&lt;i&gt;y&lt;/i&gt;&lt;sub&gt;&lt;i&gt;t&lt;/i&gt;+1&lt;/sub&gt;)/∂&lt;i&gt;x&lt;sub&gt;jk&lt;/sub&gt;&lt;/i&gt;, &lt;i&gt;x&lt;sub&gt;j&lt;/sub&gt;&lt;/i&gt; the embedded input (&lt;i&gt;E&lt;/i&gt;[id]·√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt; + PE), by the trainer&apos;s own backward pass. It is signed (blue lowers log &lt;i&gt;p&lt;/i&gt;, red raises it): to first order, &lt;i&gt;g&lt;sub&gt;j&lt;/sub&gt;&lt;/i&gt; is what removing &lt;i&gt;x&lt;sub&gt;j&lt;/sub&gt;&lt;/i&gt; would change. It needs a model the trainer can load (the built-in checkpoints); rollout and flow work for every model.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Gradient × attention.&lt;/b&gt; The same backward pass gives, for every head of every layer of the chosen stack, ∂ log &lt;i&gt;p&lt;/i&gt;(&lt;i&gt;y&lt;/i&gt;&lt;sub&gt;&lt;i&gt;t&lt;/i&gt;+1&lt;/sub&gt;)/∂&lt;i&gt;P&lt;sub&gt;ij&lt;/sub&gt;&lt;/i&gt;, &lt;i&gt;P&lt;/i&gt; = &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;A&lt;/i&gt; that head&apos;s weights. The score of key token &lt;i&gt;j&lt;/i&gt; is &lt;i&gt;a&lt;sub&gt;j&lt;/sub&gt;&lt;/i&gt; = Σ&lt;sub&gt;layers&lt;/sub&gt; Σ&lt;sub&gt;heads&lt;/sub&gt; Σ&lt;sub&gt;&lt;i&gt;i&lt;/i&gt;&lt;/sub&gt; &lt;i&gt;P&lt;sub&gt;ij&lt;/sub&gt;&lt;/i&gt; ∂ log &lt;i&gt;p&lt;/i&gt;(&lt;i&gt;y&lt;/i&gt;&lt;sub&gt;&lt;i&gt;t&lt;/i&gt;+1&lt;/sub&gt;)/∂&lt;i&gt;P&lt;sub&gt;ij&lt;/sub&gt;&lt;/i&gt;: to first order, what setting every query&apos;s attention to key &lt;i&gt;j&lt;/i&gt; to zero would change. Unlike raw attention it is signed and it follows the prediction: a head can read a token heavily and the output still not depend on it.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Cross-attention.&lt;/b&gt; An encoder-decoder&apos;s target positions read the source only through cross-attention, whose keys are the encoder&apos;s outputs. On the cross stack, rollout and flow use the encoder&apos;s layers &lt;i&gt;Â&lt;/i&gt;&lt;sub&gt;0&lt;/sub&gt; … &lt;i&gt;Â&lt;/i&gt;&lt;sub&gt;&lt;i&gt;n&lt;/i&gt;&lt;sub&gt;layers&lt;/sub&gt;−1&lt;/sub&gt; and then &lt;i&gt;C̄&lt;/i&gt;, the mean over decoder layers and heads of the cross maps (no residual: a target position is not a source position): &lt;i&gt;R&lt;/i&gt; = &lt;i&gt;C̄&lt;/i&gt; &lt;i&gt;R&lt;/i&gt;&lt;sub&gt;enc&lt;/sub&gt;. What the decoder&apos;s own self-attention adds is left out; on the decoder self stack rollout and flow cover the decoder&apos;s self-attention layers alone.&lt;/p&gt;&lt;p&gt;The bars show the chosen output token&apos;s row of each map, each scaled to its own largest value; click a row of a map to choose it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Gradient × Eingabe.&lt;/b&gt; Für das Zieltoken &lt;i&gt;y&lt;/i&gt;&lt;sub&gt;&lt;i&gt;t&lt;/i&gt;+1&lt;/sub&gt;, das die Decoderposition &lt;i&gt;t&lt;/i&gt; vorhersagt, ist der Wert von Eingabetoken &lt;i&gt;j&lt;/i&gt; &lt;i&gt;g&lt;sub&gt;j&lt;/sub&gt;&lt;/i&gt; = Σ&lt;sub&gt;&lt;i&gt;k&lt;/i&gt;&lt;/sub&gt; &lt;i&gt;x&lt;sub&gt;jk&lt;/sub&gt;&lt;/i&gt; ∂ log &lt;i&gt;p&lt;/i&gt;(&lt;i&gt;y&lt;/i&gt;&lt;sub&gt;&lt;i&gt;t&lt;/i&gt;+1&lt;/sub&gt;)/∂&lt;i&gt;x&lt;sub&gt;jk&lt;/sub&gt;&lt;/i&gt;, &lt;i&gt;x&lt;sub&gt;j&lt;/sub&gt;&lt;/i&gt; die eingebettete Eingabe (&lt;i&gt;E&lt;/i&gt;[id]·√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt; + PE), berechnet mit dem eigenen Rückwärtsdurchlauf des Trainers. Er hat ein Vorzeichen (blau senkt log &lt;i&gt;p&lt;/i&gt;, rot hebt es): In erster Ordnung ist &lt;i&gt;g&lt;sub&gt;j&lt;/sub&gt;&lt;/i&gt; das, was das Entfernen von &lt;i&gt;x&lt;sub&gt;j&lt;/sub&gt;&lt;/i&gt; ändern würde. Er braucht ein Modell, das der Trainer laden kann (die eingebauten Checkpoints); Rollout und Fluss funktionieren mit jedem Modell.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Gradient × Attention.&lt;/b&gt; Derselbe Rückwärtsdurchlauf liefert für jeden Kopf jeder Schicht des gewählten Stapels ∂ log &lt;i&gt;p&lt;/i&gt;(&lt;i&gt;y&lt;/i&gt;&lt;sub&gt;&lt;i&gt;t&lt;/i&gt;+1&lt;/sub&gt;)/∂&lt;i&gt;P&lt;sub&gt;ij&lt;/sub&gt;&lt;/i&gt;, &lt;i&gt;P&lt;/i&gt; = &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;A&lt;/i&gt; die Gewichte dieses Kopfes. Der Wert von Schlüsseltoken &lt;i&gt;j&lt;/i&gt; ist &lt;i&gt;a&lt;sub&gt;j&lt;/sub&gt;&lt;/i&gt; = Σ&lt;sub&gt;Schichten&lt;/sub&gt; Σ&lt;sub&gt;Köpfe&lt;/sub&gt; Σ&lt;sub&gt;&lt;i&gt;i&lt;/i&gt;&lt;/sub&gt; &lt;i&gt;P&lt;sub&gt;ij&lt;/sub&gt;&lt;/i&gt; ∂ log &lt;i&gt;p&lt;/i&gt;(&lt;i&gt;y&lt;/i&gt;&lt;sub&gt;&lt;i&gt;t&lt;/i&gt;+1&lt;/sub&gt;)/∂&lt;i&gt;P&lt;sub&gt;ij&lt;/sub&gt;&lt;/i&gt;: in erster Ordnung das, was sich ändern würde, wenn die Attention jeder Anfrage auf Schlüssel &lt;i&gt;j&lt;/i&gt; null wäre. Anders als rohe Attention hat er ein Vorzeichen und folgt der Vorhersage: Ein Kopf kann ein Token stark lesen, ohne dass die Ausgabe davon abhängt.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Cross-Attention.&lt;/b&gt; Die Zielpositionen eines Encoder-Decoders lesen die Quelle nur über Cross-Attention, deren Schlüssel die Ausgaben des Encoders sind. Auf dem Cross-Stapel verwenden Rollout und Fluss die Encoderschichten &lt;i&gt;Â&lt;/i&gt;&lt;sub&gt;0&lt;/sub&gt; … &lt;i&gt;Â&lt;/i&gt;&lt;sub&gt;&lt;i&gt;n&lt;/i&gt;&lt;sub&gt;layers&lt;/sub&gt;−1&lt;/sub&gt; und danach &lt;i&gt;C̄&lt;/i&gt;, den Mittelwert der Cross-Karten über Decoderschichten und Köpfe (ohne Residual: eine Zielposition ist keine Quellposition): &lt;i&gt;R&lt;/i&gt; = &lt;i&gt;C̄&lt;/i&gt; &lt;i&gt;R&lt;/i&gt;&lt;sub&gt;enc&lt;/sub&gt;. Was die Self-Attention des Decoders beiträgt, bleibt außen vor; auf dem Decoder-Self-Stapel umfassen Rollout und Fluss nur die Self-Attention-Schichten des Decoders.&lt;/p&gt;&lt;p&gt;Die Balken zeigen die Zeile des gewählten Ausgabetokens in jeder Karte, jede auf ihren eigenen größten Wert skaliert; ein Klick auf eine Zeile einer Karte wählt sie.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The gradient maps start from a target token (their rows are the decoder&apos;s positions): choose the cross or decoder self stack in the toolbar.</source>
        <translation>Die Gradientenkarten gehen von einem Zieltoken aus (ihre Zeilen sind die Positionen des Decoders): wählen Sie in der Werkzeugleiste den Cross- oder den Decoder-Self-Stapel.</translation>
    </message>
    <message>
        <source>The gradient maps need a model the trainer can load (a built-in checkpoint); rollout and flow work for every model.</source>
        <translation>Die Gradientenkarten brauchen ein Modell, das der Trainer laden kann (einen eingebauten Checkpoint); Rollout und Fluss funktionieren mit jedem Modell.</translation>
    </message>
    <message>
        <source>Gradient maps: more than %1 tokens.</source>
        <translation>Gradientenkarten: mehr als %1 Tokens.</translation>
    </message>
    <message>
        <source>The gradient maps failed on this text.</source>
        <translation>Die Gradientenkarten sind an diesem Text gescheitert.</translation>
    </message>
    <message>
        <source>Raw attention shows where one head reads; rollout and flow follow the mixing through every layer and the residual stream, the gradient maps what changes the prediction.</source>
        <translation>Rohe Attention zeigt, wo ein Kopf liest; Rollout und Fluss verfolgen die Mischung durch alle Schichten und den Residualstrom, die Gradientenkarten, was die Vorhersage ändert.</translation>
    </message>
    <message>
        <source>Gradient × attention (signed)</source>
        <translation>Gradient × Attention (mit Vorzeichen)</translation>
    </message>
    <message>
        <source>key token</source>
        <translation>Schlüsseltoken</translation>
    </message>
    <message>
        <source>Gradient × attention</source>
        <translation>Gradient × Attention</translation>
    </message>
    <message>
        <source>%1: %2 → guesses %3</source>
        <translation>%1: %2 → rät %3</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Encoder-only.&lt;/b&gt; The output to explain is the model&apos;s guess at a mask: the first mask&apos;s row is chosen, and its rollout and flow say which tokens of the text, on both sides of it, the guess is built from. The gradient maps&apos; row &lt;i&gt;t&lt;/i&gt; differentiates log &lt;i&gt;p&lt;/i&gt;(&lt;i&gt;ŷ&lt;sub&gt;t&lt;/sub&gt;&lt;/i&gt;), &lt;i&gt;ŷ&lt;sub&gt;t&lt;/sub&gt;&lt;/i&gt; the masked-LM head&apos;s first guess at position &lt;i&gt;t&lt;/i&gt; (at a mask, the word that fills it), through the one bidirectional stack: tokens after the mask count as much as those before it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Nur Encoder.&lt;/b&gt; Die zu erklärende Ausgabe ist die Vermutung des Modells an einer Maske: Die Zeile der ersten Maske ist gewählt, und ihr Rollout und ihr Fluss sagen, aus welchen Tokens des Texts, auf beiden Seiten, die Vermutung gebildet wird. Zeile &lt;i&gt;t&lt;/i&gt; der Gradientenkarten leitet log &lt;i&gt;p&lt;/i&gt;(&lt;i&gt;ŷ&lt;sub&gt;t&lt;/sub&gt;&lt;/i&gt;) ab, &lt;i&gt;ŷ&lt;sub&gt;t&lt;/sub&gt;&lt;/i&gt; die erste Vermutung des Masked-LM-Kopfs an Position &lt;i&gt;t&lt;/i&gt; (an einer Maske das Wort, das sie füllt), durch den einen bidirektionalen Stapel: Tokens nach der Maske zählen so viel wie die davor.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>atlas::BatchExporter</name>
    <message>
        <source>Exporting %1 files…</source>
        <translation>%1 Dateien werden exportiert…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Export all heads</source>
        <translation>Alle Köpfe exportieren</translation>
    </message>
    <message>
        <source>Export stopped: %1 (%2 files written before)</source>
        <translation>Export abgebrochen: %1 (%2 Dateien wurden vorher geschrieben)</translation>
    </message>
    <message>
        <source>Export cancelled after %1 of %2 files in %3</source>
        <translation>Export nach %1 von %2 Dateien in %3 abgebrochen</translation>
    </message>
    <message>
        <source>%1 files written to %2</source>
        <translation>%1 Dateien nach %2 geschrieben</translation>
    </message>
</context>
<context>
    <name>atlas::CostPage</name>
    <message>
        <source>KV cache &amp;&amp; cost</source>
        <translation>KV-Cache &amp;&amp; Kosten</translation>
    </message>
</context>
<context>
    <name>atlas::ExportController</name>
    <message>
        <source>&amp;Export figure…</source>
        <translation>Abbildung &amp;exportieren…</translation>
    </message>
    <message>
        <source>&amp;Copy image</source>
        <translation>Bild &amp;kopieren</translation>
    </message>
    <message>
        <source>Export &amp;all heads…</source>
        <translation>&amp;Alle Köpfe exportieren…</translation>
    </message>
    <message>
        <source>Save the figure on this page as PNG, SVG or PDF, or its numbers as CSV, JSON or NumPy (Ctrl+E)</source>
        <translation>Die Abbildung dieser Seite als PNG, SVG oder PDF speichern, oder ihre Zahlen als CSV, JSON oder NumPy (Strg+E)</translation>
    </message>
    <message>
        <source>Copy the figure on this page to the clipboard as an image</source>
        <translation>Die Abbildung dieser Seite als Bild in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <source>Every layer × head of the stack into a folder, one file each, with an overview sheet</source>
        <translation>Jede Schicht × jeden Kopf des Stapels in einen Ordner, je eine Datei, mit einer Übersichtsseite</translation>
    </message>
    <message>
        <source>Export all heads</source>
        <translation>Alle Köpfe exportieren</translation>
    </message>
    <message>
        <source>This page has no figure to export yet</source>
        <translation>Diese Seite hat noch keine Abbildung zum Exportieren</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Export figure</source>
        <translation>Abbildung exportieren</translation>
    </message>
    <message>
        <source>This page has no figure to copy yet</source>
        <translation>Diese Seite hat noch keine Abbildung zum Kopieren</translation>
    </message>
    <message>
        <source>Copied “%1” to the clipboard</source>
        <translation>„%1“ in die Zwischenablage kopiert</translation>
    </message>
    <message>
        <source>Copy figure</source>
        <translation>Abbildung kopieren</translation>
    </message>
</context>
<context>
    <name>atlas::ExportDialog</name>
    <message>
        <source>Export figure</source>
        <translation>Abbildung exportieren</translation>
    </message>
    <message>
        <source>Export all heads</source>
        <translation>Alle Köpfe exportieren</translation>
    </message>
    <message>
        <source>%1× (%2 dpi)</source>
        <translation>%1× (%2 dpi)</translation>
    </message>
    <message>
        <source>%1 dpi</source>
        <translation>%1 dpi</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format:</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>&amp;Größe:</translation>
    </message>
    <message>
        <source>&amp;Background:</source>
        <translation>&amp;Hintergrund:</translation>
    </message>
    <message>
        <source>The stack shown</source>
        <translation>Der gezeigte Stapel</translation>
    </message>
    <message>
        <source>All three stacks</source>
        <translation>Alle drei Stapel</translation>
    </message>
    <message>
        <source>S&amp;tacks:</source>
        <translation>S&amp;tapel:</translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <translation>Da&amp;tei:</translation>
    </message>
    <message>
        <source>F&amp;older:</source>
        <translation>&amp;Ordner:</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <source>Export all heads into</source>
        <translation>Alle Köpfe exportieren nach</translation>
    </message>
    <message>
        <source>Beside each .npy file: NAME.rows.npy and NAME.columns.npy, the token labels of its rows and columns.</source>
        <translation>Neben jeder .npy-Datei: NAME.rows.npy und NAME.columns.npy, die Token-Beschriftungen ihrer Zeilen und Spalten.</translation>
    </message>
</context>
<context>
    <name>atlas::FailureNotice</name>
    <message>
        <source>The page “%1” failed. The other pages keep working.</source>
        <translation>Die Seite „%1“ ist fehlgeschlagen. Die anderen Seiten arbeiten weiter.</translation>
    </message>
    <message>
        <source>The page “%1” failed: %2. The other pages keep working.</source>
        <translation>Die Seite „%1“ ist fehlgeschlagen: %2. Die anderen Seiten arbeiten weiter.</translation>
    </message>
    <message>
        <source>Close this notice</source>
        <translation>Diesen Hinweis schließen</translation>
    </message>
</context>
<context>
    <name>atlas::GuideBrowser</name>
    <message>
        <source># Not in the program

`%1` is part of the source code, not of this guide: see it in the project&apos;s repository.

[Back to the contents](%2)</source>
        <translation># Nicht im Programm

`%1` gehört zum Quellcode, nicht zu diesem Handbuch: Sie finden es im Repository des Projekts.

[Zurück zum Inhalt](%2)</translation>
    </message>
</context>
<context>
    <name>atlas::InputPanel</name>
    <message>
        <source>Source sentence</source>
        <translation>Quellsatz</translation>
    </message>
    <message>
        <source>Type a sentence…</source>
        <translation>Satz eingeben…</translation>
    </message>
    <message>
        <source>Translation</source>
        <translation>Übersetzung</translation>
    </message>
    <message>
        <source>Source tokens</source>
        <translation>Quelltokens</translation>
    </message>
    <message>
        <source>Target tokens</source>
        <translation>Zieltokens</translation>
    </message>
    <message>
        <source>What the decoder reads: the start token &lt;s&gt;, then the translation so far. Row t of its maps predicts token t + 1.</source>
        <translation>Was der Decoder liest: das Starttoken &lt;s&gt;, dann die bisherige Übersetzung. Zeile t seiner Karten sagt Token t + 1 voraus.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>(translating…)</source>
        <translation>(wird übersetzt…)</translation>
    </message>
    <message>
        <source>(continuing…)</source>
        <translation>(wird fortgesetzt…)</translation>
    </message>
    <message>
        <source>(no translation: the model ends at once)</source>
        <translation>(keine Übersetzung: das Modell endet sofort)</translation>
    </message>
    <message>
        <source>(no text: the model writes only special tokens)</source>
        <translation>(kein Text: das Modell schreibt nur Sondertokens)</translation>
    </message>
    <message>
        <source>One causal sequence: the prompt, then the tokens the model generated (tinted, after the dashed rule). Row t of its maps predicts token t + 1.</source>
        <translation>Eine kausale Folge: der Prompt, dann die Tokens, die das Modell erzeugt hat (getönt, nach der gestrichelten Linie). Zeile t ihrer Karten sagt Token t + 1 vorher.</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>Prompt</translation>
    </message>
    <message>
        <source>Continuation</source>
        <translation>Fortsetzung</translation>
    </message>
    <message>
        <source>Prompt tokens</source>
        <translation>Prompt-Tokens</translation>
    </message>
    <message>
        <source>The sequence: prompt, then continuation</source>
        <translation>Die Folge: Prompt, dann Fortsetzung</translation>
    </message>
    <message>
        <source>Insert %1</source>
        <translation>%1 einfügen</translation>
    </message>
    <message>
        <source>Types the mask token %1 at the cursor: the model guesses the word it hides, and the ten likeliest tokens appear under the text.</source>
        <translation>Tippt das Masken-Token %1 an der Schreibmarke: Das Modell rät das verborgene Wort, und die zehn wahrscheinlichsten Token erscheinen unter dem Text.</translation>
    </message>
    <message>
        <source>The masked-LM head at each mask: a softmax over the whole vocabulary, its ten likeliest tokens; the first fills the text above.</source>
        <translation>Der Masked-LM-Kopf an jeder Maske: ein Softmax über das ganze Vokabular, seine zehn wahrscheinlichsten Token; das erste füllt den Text darüber.</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>The text, masks filled</source>
        <translation>Der Text, Masken gefüllt</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>Predictions at each mask</source>
        <translation>Vorhersagen an jeder Maske</translation>
    </message>
    <message>
        <source>(no mask to fill: type %1 where a word should be guessed)</source>
        <translation>(keine Maske zu füllen: %1 dort tippen, wo ein Wort erraten werden soll)</translation>
    </message>
    <message>
        <source>(this folder holds the encoder alone, without a masked-LM head: nothing fills a mask, the pages show the encoder)</source>
        <translation>(dieser Ordner enthält nur den Encoder, ohne Masked-LM-Kopf: nichts füllt eine Maske, die Seiten zeigen den Encoder)</translation>
    </message>
</context>
<context>
    <name>atlas::KernelPage</name>
    <message>
        <source>Z = A·1</source>
        <translation>Z = A·1</translation>
    </message>
    <message>
        <source>P = Z⁻¹A  (attention)</source>
        <translation>P = Z⁻¹A  (Attention)</translation>
    </message>
    <message>
        <source>query</source>
        <translation>Query</translation>
    </message>
    <message>
        <source>row sum</source>
        <translation>Zeilensumme</translation>
    </message>
    <message>
        <source>A is shown as exp(S − m), m the largest score of the row: the row&apos;s common factor e^m cancels in Z⁻¹A (and exp(S) alone overflows for large scores). The true row sum is e^m · Z.</source>
        <translation>A wird als exp(S − m) gezeigt, m der größte Score der Zeile: Der gemeinsame Faktor e^m der Zeile kürzt sich in Z⁻¹A (und exp(S) allein läuft bei großen Scores über). Die wahre Zeilensumme ist e^m · Z.</translation>
    </message>
    <message>
        <source>No sentence yet: load a model and type a sentence on the left.</source>
        <translation>Noch kein Satz: Laden Sie links ein Modell und geben Sie einen Satz ein.</translation>
    </message>
    <message>
        <source>The kernel belongs to one head: choose a head (not the mean) in the toolbar.</source>
        <translation>Der Kern gehört zu einem Kopf: Wählen Sie in der Werkzeugleiste einen Kopf (nicht den Mittelwert).</translation>
    </message>
    <message>
        <source>Recording the head&apos;s queries and keys…</source>
        <translation>Queries und Keys des Kopfes werden aufgezeichnet…</translation>
    </message>
    <message>
        <source>The model failed on this text: %1</source>
        <translation>Das Modell ist an diesem Text gescheitert: %1</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Kern</translation>
    </message>
    <message>
        <source>&lt;p&gt;Attention is a kernel-weighted look-up: each query &lt;i&gt;q&lt;sub&gt;i&lt;/sub&gt;&lt;/i&gt; weighs every key &lt;i&gt;k&lt;sub&gt;j&lt;/sub&gt;&lt;/i&gt; by a kernel and averages the values with those weights. For one head, left to right:&lt;/p&gt;&lt;p align=center&gt;&lt;i&gt;S&lt;/i&gt; = &lt;i&gt;QK&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;/√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt;, &amp;nbsp;&lt;i&gt;A&lt;/i&gt; = exp(&lt;i&gt;S&lt;/i&gt;), &amp;nbsp;&lt;i&gt;Z&lt;/i&gt; = diag(&lt;i&gt;A&lt;/i&gt;1), &amp;nbsp;&lt;i&gt;P&lt;/i&gt; = &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;A&lt;/i&gt;, &amp;nbsp;&lt;i&gt;Y&lt;/i&gt; = &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;AV&lt;/i&gt;&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;&lt;i&gt;S&lt;/i&gt; is the scaled dot product of query and key (blue negative, red positive); the kernel &lt;i&gt;A&lt;/i&gt; = exp(&lt;i&gt;S&lt;/i&gt;) makes every weight positive; &lt;i&gt;Z&lt;/i&gt; holds each row&apos;s total weight; dividing by it gives &lt;i&gt;P&lt;/i&gt;, whose rows sum to 1: the map the other pages show. &lt;i&gt;S&lt;/i&gt; has rank at most &lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt;.&lt;/p&gt;&lt;p&gt;Any common factor of a row cancels in &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;A&lt;/i&gt;, so &lt;i&gt;A&lt;/i&gt; is shown as exp(&lt;i&gt;S&lt;/i&gt; − &lt;i&gt;m&lt;/i&gt;) with &lt;i&gt;m&lt;/i&gt; the row&apos;s largest score (as the model computes it, since exp overflows for large scores): its largest entry is 1 and &lt;i&gt;Z&lt;/i&gt; is the sum of what is shown. In decoder self-attention the causal mask sets &lt;i&gt;S&lt;/i&gt; to −∞ after the query (hatched), where &lt;i&gt;A&lt;/i&gt; = 0.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Attention ist eine kerngewichtete Abfrage: Jede Query &lt;i&gt;q&lt;sub&gt;i&lt;/sub&gt;&lt;/i&gt; gewichtet jeden Key &lt;i&gt;k&lt;sub&gt;j&lt;/sub&gt;&lt;/i&gt; mit einem Kern und mittelt die Values mit diesen Gewichten. Für einen Kopf, von links nach rechts:&lt;/p&gt;&lt;p align=center&gt;&lt;i&gt;S&lt;/i&gt; = &lt;i&gt;QK&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;/√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt;, &amp;nbsp;&lt;i&gt;A&lt;/i&gt; = exp(&lt;i&gt;S&lt;/i&gt;), &amp;nbsp;&lt;i&gt;Z&lt;/i&gt; = diag(&lt;i&gt;A&lt;/i&gt;1), &amp;nbsp;&lt;i&gt;P&lt;/i&gt; = &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;A&lt;/i&gt;, &amp;nbsp;&lt;i&gt;Y&lt;/i&gt; = &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;AV&lt;/i&gt;&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;&lt;i&gt;S&lt;/i&gt; ist das skalierte Skalarprodukt von Query und Key (blau negativ, rot positiv); der Kern &lt;i&gt;A&lt;/i&gt; = exp(&lt;i&gt;S&lt;/i&gt;) macht jedes Gewicht positiv; &lt;i&gt;Z&lt;/i&gt; enthält das Gesamtgewicht jeder Zeile; die Division dadurch ergibt &lt;i&gt;P&lt;/i&gt;, dessen Zeilen sich zu 1 summieren: die Karte der anderen Seiten. &lt;i&gt;S&lt;/i&gt; hat höchstens Rang &lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt;.&lt;/p&gt;&lt;p&gt;Ein gemeinsamer Faktor einer Zeile kürzt sich in &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;A&lt;/i&gt;, daher wird &lt;i&gt;A&lt;/i&gt; als exp(&lt;i&gt;S&lt;/i&gt; − &lt;i&gt;m&lt;/i&gt;) gezeigt, mit &lt;i&gt;m&lt;/i&gt; dem größten Score der Zeile (so rechnet auch das Modell, denn exp läuft bei großen Scores über): Sein größter Eintrag ist 1, und &lt;i&gt;Z&lt;/i&gt; ist die Summe des Gezeigten. In der Decoder-Self-Attention setzt die kausale Maske &lt;i&gt;S&lt;/i&gt; nach der Query auf −∞ (schraffiert), dort ist &lt;i&gt;A&lt;/i&gt; = 0.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Temperature.&lt;/b&gt; The slider multiplies the scores by τ: &lt;i&gt;S&lt;/i&gt;&lt;sub&gt;τ&lt;/sub&gt; = τ&lt;i&gt;S&lt;/i&gt;, and &lt;i&gt;A&lt;/i&gt;, &lt;i&gt;Z&lt;/i&gt;, &lt;i&gt;P&lt;/i&gt; follow; τ = 1 is the model&apos;s own scale. Beside &lt;i&gt;P&lt;/i&gt; stand each row&apos;s entropy &lt;i&gt;H&lt;sub&gt;i&lt;/sub&gt;&lt;/i&gt; = −Σ&lt;sub&gt;&lt;i&gt;j&lt;/i&gt;&lt;/sub&gt; &lt;i&gt;P&lt;sub&gt;ij&lt;/sub&gt;&lt;/i&gt; ln &lt;i&gt;P&lt;sub&gt;ij&lt;/sub&gt;&lt;/i&gt; (in nats) and its largest weight max&lt;sub&gt;&lt;i&gt;j&lt;/i&gt;&lt;/sub&gt; &lt;i&gt;P&lt;sub&gt;ij&lt;/sub&gt;&lt;/i&gt;. As τ → 0 every row becomes uniform over the &lt;i&gt;n&lt;sub&gt;i&lt;/sub&gt;&lt;/i&gt; keys it sees (&lt;i&gt;H&lt;sub&gt;i&lt;/sub&gt;&lt;/i&gt; = ln &lt;i&gt;n&lt;sub&gt;i&lt;/sub&gt;&lt;/i&gt;, the chart&apos;s upper bound; &lt;i&gt;n&lt;sub&gt;i&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;i&lt;/i&gt; + 1 under the causal mask); as τ grows each row tends to one key (&lt;i&gt;H&lt;sub&gt;i&lt;/sub&gt;&lt;/i&gt; → 0, max → 1), and in between the entropy only falls (d&lt;i&gt;H&lt;sub&gt;i&lt;/sub&gt;&lt;/i&gt;/dτ = −τ Var&lt;sub&gt;&lt;i&gt;P&lt;/i&gt;&lt;/sub&gt;(&lt;i&gt;S&lt;/i&gt;&lt;sub&gt;&lt;i&gt;i&lt;/i&gt;&lt;/sub&gt;) ≤ 0). Dividing by √&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt; keeps the scores&apos; variance near 1 when the entries of &lt;i&gt;q&lt;/i&gt; and &lt;i&gt;k&lt;/i&gt; have variance 1, so that rows start neither uniform nor one-hot.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Example.&lt;/b&gt; Gemma 3 27B divides by √query_pre_attn_scalar = √168 = √(&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt;/&lt;i&gt;H&lt;/i&gt;), although its heads are &lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt; = 128 wide: against the 1/√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt; convention that is τ = √128/√168 ≈ 0.873, slightly flatter rows. Its button sets the slider there.&lt;/p&gt;&lt;p&gt;&lt;b&gt;MLA.&lt;/b&gt; Here &lt;i&gt;S&lt;/i&gt; is computed as the naive evaluation does, with the keys &lt;i&gt;k&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;L W&lt;/i&gt;&lt;sub&gt;uk,&lt;i&gt;h&lt;/i&gt;&lt;/sub&gt; + &lt;i&gt;b&lt;/i&gt;&lt;sub&gt;uk,&lt;i&gt;h&lt;/i&gt;&lt;/sub&gt; and the rotary part, so each row &lt;i&gt;i&lt;/i&gt; holds the constant &lt;i&gt;q&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt;·&lt;i&gt;b&lt;/i&gt;&lt;sub&gt;uk,&lt;i&gt;h&lt;/i&gt;&lt;/sub&gt; that the absorbed evaluation drops. A constant &lt;i&gt;c&lt;/i&gt; added to a row multiplies that row of exp(&lt;i&gt;S&lt;/i&gt;) and its &lt;i&gt;Z&lt;/i&gt; by e&lt;sup&gt;&lt;i&gt;c&lt;/i&gt;&lt;/sup&gt;, which cancels in &lt;i&gt;P&lt;/i&gt; = &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;A&lt;/i&gt;; and since &lt;i&gt;m&lt;/i&gt; grows by &lt;i&gt;c&lt;/i&gt; too, the &lt;i&gt;A&lt;/i&gt; = exp(&lt;i&gt;S&lt;/i&gt; − &lt;i&gt;m&lt;/i&gt;) and &lt;i&gt;Z&lt;/i&gt; shown here do not change either: only &lt;i&gt;S&lt;/i&gt; shows the constant.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Temperatur.&lt;/b&gt; Der Schieberegler multipliziert die Scores mit τ: &lt;i&gt;S&lt;/i&gt;&lt;sub&gt;τ&lt;/sub&gt; = τ&lt;i&gt;S&lt;/i&gt;, und &lt;i&gt;A&lt;/i&gt;, &lt;i&gt;Z&lt;/i&gt;, &lt;i&gt;P&lt;/i&gt; folgen; τ = 1 ist die eigene Skalierung des Modells. Neben &lt;i&gt;P&lt;/i&gt; stehen die Entropie jeder Zeile &lt;i&gt;H&lt;sub&gt;i&lt;/sub&gt;&lt;/i&gt; = −Σ&lt;sub&gt;&lt;i&gt;j&lt;/i&gt;&lt;/sub&gt; &lt;i&gt;P&lt;sub&gt;ij&lt;/sub&gt;&lt;/i&gt; ln &lt;i&gt;P&lt;sub&gt;ij&lt;/sub&gt;&lt;/i&gt; (in Nats) und ihr größtes Gewicht max&lt;sub&gt;&lt;i&gt;j&lt;/i&gt;&lt;/sub&gt; &lt;i&gt;P&lt;sub&gt;ij&lt;/sub&gt;&lt;/i&gt;. Für τ → 0 wird jede Zeile gleichverteilt über die &lt;i&gt;n&lt;sub&gt;i&lt;/sub&gt;&lt;/i&gt; Keys, die sie sieht (&lt;i&gt;H&lt;sub&gt;i&lt;/sub&gt;&lt;/i&gt; = ln &lt;i&gt;n&lt;sub&gt;i&lt;/sub&gt;&lt;/i&gt;, die obere Schranke im Diagramm; unter der kausalen Maske ist &lt;i&gt;n&lt;sub&gt;i&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;i&lt;/i&gt; + 1); mit wachsendem τ strebt jede Zeile zu einem einzigen Key (&lt;i&gt;H&lt;sub&gt;i&lt;/sub&gt;&lt;/i&gt; → 0, max → 1), und dazwischen fällt die Entropie nur (d&lt;i&gt;H&lt;sub&gt;i&lt;/sub&gt;&lt;/i&gt;/dτ = −τ Var&lt;sub&gt;&lt;i&gt;P&lt;/i&gt;&lt;/sub&gt;(&lt;i&gt;S&lt;/i&gt;&lt;sub&gt;&lt;i&gt;i&lt;/i&gt;&lt;/sub&gt;) ≤ 0). Die Division durch √&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt; hält die Varianz der Scores nahe 1, wenn die Einträge von &lt;i&gt;q&lt;/i&gt; und &lt;i&gt;k&lt;/i&gt; Varianz 1 haben, sodass die Zeilen weder gleichverteilt noch one-hot beginnen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Beispiel.&lt;/b&gt; Gemma 3 27B teilt durch √query_pre_attn_scalar = √168 = √(&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt;/&lt;i&gt;H&lt;/i&gt;), obwohl seine Köpfe &lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt; = 128 breit sind: gegenüber der Konvention 1/√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt; ist das τ = √128/√168 ≈ 0,873, etwas flachere Zeilen. Seine Schaltfläche stellt den Regler dorthin.&lt;/p&gt;&lt;p&gt;&lt;b&gt;MLA.&lt;/b&gt; Hier wird &lt;i&gt;S&lt;/i&gt; wie in der naiven Auswertung berechnet, mit den Keys &lt;i&gt;k&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;L W&lt;/i&gt;&lt;sub&gt;uk,&lt;i&gt;h&lt;/i&gt;&lt;/sub&gt; + &lt;i&gt;b&lt;/i&gt;&lt;sub&gt;uk,&lt;i&gt;h&lt;/i&gt;&lt;/sub&gt; und dem Rotationsanteil; so enthält jede Zeile &lt;i&gt;i&lt;/i&gt; die Konstante &lt;i&gt;q&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt;·&lt;i&gt;b&lt;/i&gt;&lt;sub&gt;uk,&lt;i&gt;h&lt;/i&gt;&lt;/sub&gt;, die die absorbierte Auswertung weglässt. Eine zu einer Zeile addierte Konstante &lt;i&gt;c&lt;/i&gt; multipliziert diese Zeile von exp(&lt;i&gt;S&lt;/i&gt;) und ihr &lt;i&gt;Z&lt;/i&gt; mit e&lt;sup&gt;&lt;i&gt;c&lt;/i&gt;&lt;/sup&gt;, was sich in &lt;i&gt;P&lt;/i&gt; = &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;A&lt;/i&gt; kürzt; und da auch &lt;i&gt;m&lt;/i&gt; um &lt;i&gt;c&lt;/i&gt; wächst, ändern sich das hier gezeigte &lt;i&gt;A&lt;/i&gt; = exp(&lt;i&gt;S&lt;/i&gt; − &lt;i&gt;m&lt;/i&gt;) und &lt;i&gt;Z&lt;/i&gt; ebenfalls nicht: Nur &lt;i&gt;S&lt;/i&gt; zeigt die Konstante.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>S = QKᵀ/√d_QK  (scores)</source>
        <translation>S = QKᵀ/√d_QK  (Scores)</translation>
    </message>
    <message>
        <source>S = QKᵀ/√%1  (query_pre_attn_scalar)</source>
        <translation>S = QKᵀ/√%1  (query_pre_attn_scalar)</translation>
    </message>
    <message>
        <source>S_τ = τ·QKᵀ/√%1  (τ = %2)</source>
        <translation>S_τ = τ·QKᵀ/√%1  (τ = %2)</translation>
    </message>
    <message>
        <source>S = QKᵀ/√d_QK  (%1)</source>
        <translation>S = QKᵀ/√d_QK  (%1)</translation>
    </message>
    <message>
        <source>S_τ = τ·QKᵀ/√d_QK  (τ = %1)</source>
        <translation>S_τ = τ·QKᵀ/√d_QK  (τ = %1)</translation>
    </message>
    <message>
        <source>&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt; is the width of one head&apos;s query and key (with MLA &lt;i&gt;d&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt; + &lt;i&gt;d&lt;sub&gt;r&lt;/sub&gt;&lt;/i&gt;, the rotary part included).</source>
        <translation>&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt; ist die Breite von Query und Key eines Kopfes (bei MLA &lt;i&gt;d&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt; + &lt;i&gt;d&lt;sub&gt;r&lt;/sub&gt;&lt;/i&gt;, der Rotationsanteil eingeschlossen).</translation>
    </message>
    <message>
        <source>%1 This model: %2.</source>
        <translation>%1 Dieses Modell: %2.</translation>
    </message>
    <message>
        <source>Mean row entropy against the temperature τ</source>
        <translation>Mittlere Zeilenentropie über der Temperatur τ</translation>
    </message>
    <message>
        <source>τ (log scale): S_τ = τ·S</source>
        <translation>τ (logarithmisch): S_τ = τ·S</translation>
    </message>
    <message>
        <source>mean of H_i (nats)</source>
        <translation>Mittel von H_i (Nats)</translation>
    </message>
    <message>
        <source>mean of H_i over the rows</source>
        <translation>Mittel von H_i über die Zeilen</translation>
    </message>
    <message>
        <source>ln n = %1: uniform rows</source>
        <translation>ln n = %1: gleichverteilte Zeilen</translation>
    </message>
    <message>
        <source>mean of ln n_i = %1: uniform over the visible keys</source>
        <translation>Mittel von ln n_i = %1: gleichverteilt über die sichtbaren Keys</translation>
    </message>
    <message>
        <source>τ = 1: this model&apos;s scale 1/√%1</source>
        <translation>τ = 1: die Skalierung dieses Modells 1/√%1</translation>
    </message>
    <message>
        <source>τ = 1: the model&apos;s own scale</source>
        <translation>τ = 1: die eigene Skalierung des Modells</translation>
    </message>
    <message>
        <source>Gemma 3 27B: τ = √128/√168 ≈ 0.87</source>
        <translation>Gemma 3 27B: τ = √128/√168 ≈ 0,87</translation>
    </message>
    <message>
        <source>the slider&apos;s τ</source>
        <translation>τ des Schiebereglers</translation>
    </message>
    <message>
        <source>A = exp(%1 − m)  (kernel)</source>
        <translation>A = exp(%1 − m)  (Kern)</translation>
    </message>
    <message>
        <source>H_i = −Σ_j P_ij ln P_ij</source>
        <translation>H_i = −Σ_j P_ij ln P_ij</translation>
    </message>
    <message>
        <source>max_j P_ij</source>
        <translation>max_j P_ij</translation>
    </message>
    <message>
        <source>entropy (nats)</source>
        <translation>Entropie (Nats)</translation>
    </message>
    <message>
        <source>largest weight</source>
        <translation>größtes Gewicht</translation>
    </message>
    <message>
        <source>MLA: S holds each row&apos;s constant q_h·b_uk,h (the keys&apos; bias). It multiplies that row of exp(S) and its Z by e^(q_h·b_uk,h), which cancels in P = Z⁻¹A; m grows by the same constant, so the A and Z shown do not change either.</source>
        <translation>MLA: S enthält in jeder Zeile die Konstante q_h·b_uk,h (den Bias der Keys). Sie multipliziert diese Zeile von exp(S) und ihr Z mit e^(q_h·b_uk,h), was sich in P = Z⁻¹A kürzt; m wächst um dieselbe Konstante, daher ändern sich auch das gezeigte A und Z nicht.</translation>
    </message>
</context>
<context>
    <name>atlas::MainWindow</name>
    <message>
        <source>Attention Atlas</source>
        <translation>Attention Atlas</translation>
    </message>
    <message>
        <source>The model failed on this text: %1</source>
        <translation>Das Modell scheiterte an diesem Text: %1</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>%1 wird geladen…</translation>
    </message>
    <message>
        <source>The young woman sees the small dog.</source>
        <translation>The young woman sees the small dog.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Open checkpoint…</source>
        <translation>Checkpoint ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;session…</source>
        <translation>&amp;Sitzung öffnen…</translation>
    </message>
    <message>
        <source>&amp;Save session…</source>
        <translation>Sitzung &amp;speichern…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Layers and heads</source>
        <translation>&amp;Schichten und Köpfe</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Farbschema</translation>
    </message>
    <message>
        <source>Step through &amp;decoding</source>
        <translation>&amp;Decodierung schrittweise</translation>
    </message>
    <message>
        <source>Edit the sentence</source>
        <translation>Satz bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;About Attention Atlas</source>
        <translation>Ü&amp;ber Attention Atlas</translation>
    </message>
    <message>
        <source>What am I looking at?</source>
        <translation>Was sehe ich hier?</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>Rechne…</translation>
    </message>
    <message>
        <source>The last forward pass: greedy translation and every map</source>
        <translation>Der letzte Vorwärtsdurchlauf: gierige Übersetzung und alle Karten</translation>
    </message>
    <message>
        <source>Cannot open the model</source>
        <translation>Modell kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>“%1” could not be loaded.</source>
        <translation>„%1“ konnte nicht geladen werden.</translation>
    </message>
    <message>
        <source>%1

The model in use stays “%2”.</source>
        <translation>%1

Das verwendete Modell bleibt „%2“.</translation>
    </message>
    <message>
        <source>prompt pass %1 ms</source>
        <translation>Prompt-Durchlauf %1 ms</translation>
    </message>
    <message>
        <source>Continuing the text…</source>
        <translation>Text wird fortgesetzt…</translation>
    </message>
    <message>
        <source>forward pass %1 ms</source>
        <translation>Vorwärtsdurchlauf %1 ms</translation>
    </message>
    <message>
        <source>%1 + %2 layers</source>
        <translation>%1 + %2 Schichten</translation>
    </message>
    <message>
        <source>%1 heads (%2 K/V)</source>
        <translation>%1 Köpfe (%2 K/V)</translation>
    </message>
    <message>
        <source>%1 heads</source>
        <translation>%1 Köpfe</translation>
    </message>
    <message>
        <source>d %1</source>
        <translation>d %1</translation>
    </message>
    <message>
        <source>%1 parameters</source>
        <translation>%1 Parameter</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>System (%1)</source>
        <translation>System (%1)</translation>
    </message>
    <message>
        <source>Open a model &amp;folder…</source>
        <translation>Modell&amp;ordner öffnen…</translation>
    </message>
    <message>
        <source>%1 (key %2, or %3 while typing)</source>
        <translation>%1 (Taste %2, beim Tippen %3)</translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation>&amp;Benutzerhandbuch</translation>
    </message>
</context>
<context>
    <name>atlas::ModelPicker</name>
    <message>
        <source>Random MHA (4 heads)</source>
        <translation>Zufälliges MHA (4 Köpfe)</translation>
    </message>
    <message>
        <source>Random GQA (4 heads, 2 K/V)</source>
        <translation>Zufälliges GQA (4 Köpfe, 2 K/V)</translation>
    </message>
    <message>
        <source>Random MQA (4 heads, 1 K/V)</source>
        <translation>Zufälliges MQA (4 Köpfe, 1 K/V)</translation>
    </message>
    <message>
        <source>Random MLA (latent 32)</source>
        <translation>Zufälliges MLA (Latent 32)</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <source>Open a checkpoint</source>
        <translation>Checkpoint öffnen</translation>
    </message>
    <message>
        <source>Open a file…</source>
        <translation>Datei öffnen…</translation>
    </message>
    <message>
        <source>Trained MHA (built-in)</source>
        <translation>Trainiertes MHA (eingebaut)</translation>
    </message>
    <message>
        <source>Trained GQA (4 heads, 2 K/V)</source>
        <translation>Trainiertes GQA (4 Köpfe, 2 K/V)</translation>
    </message>
    <message>
        <source>Trained decoder-only MHA (⇒, 4 layers)</source>
        <translation>Trainiertes Decoder-only-MHA (⇒, 4 Schichten)</translation>
    </message>
    <message>
        <source>Trained decoder-only GQA (⇒, local/global)</source>
        <translation>Trainiertes Decoder-only-GQA (⇒, lokal/global)</translation>
    </message>
    <message>
        <source>Trained masked LM (encoder-only, &lt;mask&gt;)</source>
        <translation>Trainiertes Masked-LM (encoder-only, &lt;mask&gt;)</translation>
    </message>
    <message>
        <source>Trained MQA (4 heads, 1 K/V)</source>
        <translation>Trainiertes MQA (4 Köpfe, 1 K/V)</translation>
    </message>
    <message>
        <source>Trained MLA (latent 32, rotary 8)</source>
        <translation>Trainiertes MLA (Latent 32, Rotation 8)</translation>
    </message>
    <message>
        <source>Open a model folder…</source>
        <translation>Modellordner öffnen…</translation>
    </message>
    <message>
        <source>Open a .safetensors checkpoint or a Hugging Face model folder&apos;s config.json (or drop either, or the folder, onto the window)</source>
        <translation>Einen .safetensors-Checkpoint oder die config.json eines Hugging-Face-Modellordners öffnen (oder eines davon bzw. den Ordner auf das Fenster ziehen)</translation>
    </message>
    <message>
        <source>Open a Hugging Face model folder</source>
        <translation>Einen Hugging-Face-Modellordner öffnen</translation>
    </message>
    <message>
        <source>Checkpoints (*.safetensors config.json);;All files (*)</source>
        <translation>Checkpoints (*.safetensors config.json);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>atlas::PresentationMode</name>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>&amp;Präsentationsmodus</translation>
    </message>
    <message>
        <source>Full screen, large type and high contrast for a class (F11; Esc leaves)</source>
        <translation>Vollbild, große Schrift und hoher Kontrast für den Unterricht (F11; Esc beendet)</translation>
    </message>
    <message>
        <source>Leave presentation mode</source>
        <translation>Präsentationsmodus verlassen</translation>
    </message>
    <message>
        <source>Presentation mode · Esc or F11 leaves</source>
        <translation>Präsentationsmodus · Esc oder F11 beendet</translation>
    </message>
    <message>
        <source>Present</source>
        <translation>Präsentieren</translation>
    </message>
</context>
<context>
    <name>atlas::ResidualPage</name>
    <message>
        <source>‖x‖ in</source>
        <translation>‖x‖ hinein</translation>
    </message>
    <message>
        <source>self-attention adds</source>
        <translation>Selbstaufmerksamkeit addiert</translation>
    </message>
    <message>
        <source>cross-attention adds</source>
        <translation>Kreuzaufmerksamkeit addiert</translation>
    </message>
    <message>
        <source>FFN adds</source>
        <translation>FFN addiert</translation>
    </message>
    <message>
        <source>‖x‖ out</source>
        <translation>‖x‖ heraus</translation>
    </message>
    <message>
        <source>The residual stream x, layer by layer</source>
        <translation>Der Residualstrom x, Schicht für Schicht</translation>
    </message>
    <message>
        <source>norm ‖·‖</source>
        <translation>Norm ‖·‖</translation>
    </message>
    <message>
        <source>%1 in</source>
        <translation>%1 Eingang</translation>
    </message>
    <message>
        <source>%1 out</source>
        <translation>%1 Ausgang</translation>
    </message>
    <message>
        <source>Each norm&apos;s input and output</source>
        <translation>Eingang und Ausgang jeder Normierung</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>Schicht</translation>
    </message>
    <message>
        <source>head</source>
        <translation>Kopf</translation>
    </message>
    <message>
        <source>‖Y_h W_O,h‖: what each cross-attention head writes</source>
        <translation>‖Y_h W_O,h‖: was jeder Kreuzaufmerksamkeitskopf schreibt</translation>
    </message>
    <message>
        <source>‖Y_h W_O,h‖: what each head writes</source>
        <translation>‖Y_h W_O,h‖: was jeder Kopf schreibt</translation>
    </message>
    <message>
        <source>Residual stream</source>
        <translation>Residualstrom</translation>
    </message>
    <message>
        <source>decoder</source>
        <translation>Decoder</translation>
    </message>
    <message>
        <source>encoder</source>
        <translation>Encoder</translation>
    </message>
    <message>
        <source>Token %1 (position %2) through the %3&apos;s %4 layers</source>
        <translation>Token %1 (Position %2) durch die %4 Schichten des %3s</translation>
    </message>
    <message>
        <source>N = LayerNorm: subtract the mean of x&apos;s d_model = %1 entries, divide by their standard deviation, multiply by γ and add β; LN(x) = γ ⊙ (x − μ)/σ + β.</source>
        <translation>N = LayerNorm: den Mittelwert der d_model = %1 Einträge von x abziehen, durch ihre Standardabweichung teilen, mit γ multiplizieren und β addieren; LN(x) = γ ⊙ (x − μ)/σ + β.</translation>
    </message>
    <message>
        <source>N = RMSNorm: divide x by the root mean square of its d_model = %1 entries and multiply by γ (no mean subtracted, no β); RMS(x) = γ ⊙ x/√(mean(x²) + ε).</source>
        <translation>N = RMSNorm: x durch den quadratischen Mittelwert seiner d_model = %1 Einträge teilen und mit γ multiplizieren (kein Mittelwert abgezogen, kein β); RMS(x) = γ ⊙ x/√(mean(x²) + ε).</translation>
    </message>
    <message>
        <source>FFN</source>
        <translation>FFN</translation>
    </message>
    <message>
        <source>Cross</source>
        <translation>Cross</translation>
    </message>
    <message>
        <source>Attn</source>
        <translation>Attn</translation>
    </message>
    <message>
        <source>pre-norm</source>
        <translation>Pre-Norm</translation>
    </message>
    <message>
        <source>post-norm</source>
        <translation>Post-Norm</translation>
    </message>
    <message>
        <source>This model&apos;s layer (%1): %2</source>
        <translation>Eine Schicht dieses Modells (%1): %2</translation>
    </message>
    <message>
        <source>Click a token above (or point at one on the left) to follow it.</source>
        <translation>Klicken Sie oben auf ein Token (oder zeigen Sie links auf eines), um ihm zu folgen.</translation>
    </message>
    <message>
        <source>No sentence yet: load a model and type a sentence on the left.</source>
        <translation>Noch kein Satz: Laden Sie links ein Modell und geben Sie einen Satz ein.</translation>
    </message>
    <message>
        <source>Following the residual stream through every layer…</source>
        <translation>Der Residualstrom wird durch jede Schicht verfolgt …</translation>
    </message>
    <message>
        <source>The model failed on this text: %1</source>
        <translation>Das Modell ist an diesem Text gescheitert: %1</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every layer reads the &lt;b&gt;residual stream&lt;/b&gt; &lt;i&gt;x&lt;/i&gt; (one vector of width &lt;i&gt;d&lt;/i&gt; per token) and adds to it. A pre-norm layer computes &lt;i&gt;x&lt;/i&gt;&lt;sub&gt;l+1&lt;/sub&gt; = &lt;i&gt;h&lt;/i&gt; + FFN(LN(&lt;i&gt;h&lt;/i&gt;)) with &lt;i&gt;h&lt;/i&gt; = &lt;i&gt;x&lt;/i&gt;&lt;sub&gt;l&lt;/sub&gt; + Attn(LN(&lt;i&gt;x&lt;/i&gt;&lt;sub&gt;l&lt;/sub&gt;)); a post-norm layer (the original Transformer, Marian) normalises after the addition: &lt;i&gt;h&lt;/i&gt; = LN(&lt;i&gt;x&lt;/i&gt;&lt;sub&gt;l&lt;/sub&gt; + Attn(&lt;i&gt;x&lt;/i&gt;&lt;sub&gt;l&lt;/sub&gt;)), &lt;i&gt;x&lt;/i&gt;&lt;sub&gt;l+1&lt;/sub&gt; = LN(&lt;i&gt;h&lt;/i&gt; + FFN(&lt;i&gt;h&lt;/i&gt;)). Gemma also normalises what a sublayer returns before adding it. The formula above the charts is this model&apos;s.&lt;/p&gt;&lt;p&gt;The upper chart follows the chosen token: ‖&lt;i&gt;x&lt;/i&gt;‖ entering each layer, the norm of what self-attention, cross-attention (decoder) and the feed-forward add, and ‖&lt;i&gt;x&lt;/i&gt;‖ leaving. The lower chart shows each norm&apos;s input and output: LayerNorm subtracts the mean of the &lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt; entries, divides by their standard deviation, multiplies by γ and adds β; RMSNorm divides by the root mean square and multiplies by γ. Whatever enters, the norm that leaves is set by γ and β (√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt; when γ = 1 and β = 0).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Heads.&lt;/b&gt; Each head computes &lt;i&gt;Y&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;Z&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;A&lt;sub&gt;h&lt;/sub&gt;V&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt; with &lt;i&gt;A&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt; = exp(&lt;i&gt;Q&lt;sub&gt;h&lt;/sub&gt;K&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;/√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt;) (%1), and the sublayer&apos;s output is concat&lt;sub&gt;&lt;i&gt;h&lt;/i&gt;&lt;/sub&gt;(&lt;i&gt;Y&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt;) &lt;i&gt;W&lt;sub&gt;O&lt;/sub&gt;&lt;/i&gt; + &lt;i&gt;b&lt;sub&gt;O&lt;/sub&gt;&lt;/i&gt; = Σ&lt;sub&gt;&lt;i&gt;h&lt;/i&gt;&lt;/sub&gt; &lt;i&gt;Y&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt; &lt;i&gt;W&lt;/i&gt;&lt;sub&gt;&lt;i&gt;O&lt;/i&gt;,&lt;i&gt;h&lt;/i&gt;&lt;/sub&gt; + &lt;i&gt;b&lt;sub&gt;O&lt;/sub&gt;&lt;/i&gt;, where &lt;i&gt;W&lt;/i&gt;&lt;sub&gt;&lt;i&gt;O&lt;/i&gt;,&lt;i&gt;h&lt;/i&gt;&lt;/sub&gt; is the block of rows of &lt;i&gt;W&lt;sub&gt;O&lt;/sub&gt;&lt;/i&gt; that reads head &lt;i&gt;h&lt;/i&gt;. The map shows ‖&lt;i&gt;Y&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt; &lt;i&gt;W&lt;/i&gt;&lt;sub&gt;&lt;i&gt;O&lt;/i&gt;,&lt;i&gt;h&lt;/i&gt;&lt;/sub&gt;‖ for every layer and head: where the attention grid shows where a head looks, this shows how much it writes into the stream. A head can look sharply and still write almost nothing. With MLA, &lt;i&gt;Y&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt; is the head&apos;s own output, its values expanded from the latent &lt;i&gt;L&lt;/i&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jede Schicht liest den &lt;b&gt;Residualstrom&lt;/b&gt; &lt;i&gt;x&lt;/i&gt; (ein Vektor der Breite &lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt; je Token) und addiert etwas zu ihm. Eine Pre-Norm-Schicht berechnet &lt;i&gt;x&lt;/i&gt;&lt;sub&gt;l+1&lt;/sub&gt; = &lt;i&gt;h&lt;/i&gt; + FFN(LN(&lt;i&gt;h&lt;/i&gt;)) mit &lt;i&gt;h&lt;/i&gt; = &lt;i&gt;x&lt;/i&gt;&lt;sub&gt;l&lt;/sub&gt; + Attn(LN(&lt;i&gt;x&lt;/i&gt;&lt;sub&gt;l&lt;/sub&gt;)); eine Post-Norm-Schicht (der ursprüngliche Transformer, Marian) normiert nach der Addition: &lt;i&gt;h&lt;/i&gt; = LN(&lt;i&gt;x&lt;/i&gt;&lt;sub&gt;l&lt;/sub&gt; + Attn(&lt;i&gt;x&lt;/i&gt;&lt;sub&gt;l&lt;/sub&gt;)), &lt;i&gt;x&lt;/i&gt;&lt;sub&gt;l+1&lt;/sub&gt; = LN(&lt;i&gt;h&lt;/i&gt; + FFN(&lt;i&gt;h&lt;/i&gt;)). Gemma normiert außerdem, was eine Teilschicht zurückgibt, bevor es addiert wird. Die Formel über den Diagrammen ist die dieses Modells.&lt;/p&gt;&lt;p&gt;Das obere Diagramm folgt dem gewählten Token: ‖&lt;i&gt;x&lt;/i&gt;‖ beim Eintritt in jede Schicht, die Norm dessen, was Selbstaufmerksamkeit, Kreuzaufmerksamkeit (Decoder) und Feed-Forward addieren, und ‖&lt;i&gt;x&lt;/i&gt;‖ beim Austritt. Das untere Diagramm zeigt Eingang und Ausgang jeder Normierung: LayerNorm zieht den Mittelwert der &lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt; Einträge ab, teilt durch ihre Standardabweichung, multipliziert mit γ und addiert β; RMSNorm teilt durch den quadratischen Mittelwert und multipliziert mit γ. Was auch hineingeht, die Norm des Ausgangs bestimmen γ und β (√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt; für γ = 1 und β = 0).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Köpfe.&lt;/b&gt; Jeder Kopf berechnet &lt;i&gt;Y&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;Z&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;A&lt;sub&gt;h&lt;/sub&gt;V&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt; mit &lt;i&gt;A&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt; = exp(&lt;i&gt;Q&lt;sub&gt;h&lt;/sub&gt;K&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;/√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt;) (%1), und die Ausgabe der Teilschicht ist concat&lt;sub&gt;&lt;i&gt;h&lt;/i&gt;&lt;/sub&gt;(&lt;i&gt;Y&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt;) &lt;i&gt;W&lt;sub&gt;O&lt;/sub&gt;&lt;/i&gt; + &lt;i&gt;b&lt;sub&gt;O&lt;/sub&gt;&lt;/i&gt; = Σ&lt;sub&gt;&lt;i&gt;h&lt;/i&gt;&lt;/sub&gt; &lt;i&gt;Y&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt; &lt;i&gt;W&lt;/i&gt;&lt;sub&gt;&lt;i&gt;O&lt;/i&gt;,&lt;i&gt;h&lt;/i&gt;&lt;/sub&gt; + &lt;i&gt;b&lt;sub&gt;O&lt;/sub&gt;&lt;/i&gt;, wobei &lt;i&gt;W&lt;/i&gt;&lt;sub&gt;&lt;i&gt;O&lt;/i&gt;,&lt;i&gt;h&lt;/i&gt;&lt;/sub&gt; der Zeilenblock von &lt;i&gt;W&lt;sub&gt;O&lt;/sub&gt;&lt;/i&gt; ist, der Kopf &lt;i&gt;h&lt;/i&gt; liest. Die Karte zeigt ‖&lt;i&gt;Y&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt; &lt;i&gt;W&lt;/i&gt;&lt;sub&gt;&lt;i&gt;O&lt;/i&gt;,&lt;i&gt;h&lt;/i&gt;&lt;/sub&gt;‖ für jede Schicht und jeden Kopf: Wo das Aufmerksamkeitsraster zeigt, wohin ein Kopf schaut, zeigt diese, wie viel er in den Strom schreibt. Ein Kopf kann scharf hinschauen und trotzdem fast nichts schreiben. Bei MLA ist &lt;i&gt;Y&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt; die eigene Ausgabe des Kopfes, seine Werte aus dem Latenten &lt;i&gt;L&lt;/i&gt; expandiert.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>this model&apos;s d&lt;sub&gt;QK&lt;/sub&gt; once loaded</source>
        <translation>das &lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt; dieses Modells, sobald es geladen ist</translation>
    </message>
</context>
<context>
    <name>atlas::RotaryControls</name>
    <message>
        <source>Query token</source>
        <translation>Query-Token</translation>
    </message>
    <message>
        <source>Key token</source>
        <translation>Key-Token</translation>
    </message>
    <message>
        <source>Move together
(keep m − n)</source>
        <translation>Gemeinsam bewegen
(m − n bleibt)</translation>
    </message>
    <message>
        <source>Moving one slider moves the other by the same step: m − n stays, and so does the score.</source>
        <translation>Ein Schieberegler bewegt den anderen um denselben Schritt mit: m − n bleibt, und damit auch der Score.</translation>
    </message>
    <message>
        <source>%1 = %2 (token %3 stands at %3; the slider ends at %2)</source>
        <translation>%1 = %2 (Token %3 steht an Position %3; der Regler endet bei %2)</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
</context>
<context>
    <name>atlas::RotaryPage</name>
    <message>
        <source>Rotary positions</source>
        <translation>Rotationspositionen</translation>
    </message>
    <message>
        <source>Demonstration: this model adds sinusoidal positions to its input and rotates nothing. The arrows turn this head&apos;s real q and k (d_QK = %1) with base 10000, as RoPE would.</source>
        <translation>Demonstration: Dieses Modell addiert sinusförmige Positionen zu seiner Eingabe und dreht nichts. Die Pfeile drehen das echte q und k dieses Kopfes (d_QK = %1) mit Basis 10000, wie RoPE es täte.</translation>
    </message>
    <message>
        <source>MLA: each head&apos;s query and key are [q_h | q_r] and [k_h | k_r], d_QK = %1 = d_h %2 + d_r %3. Only the d_r = %3 rotary numbers turn (base %4); k_h comes unrotated from the latent L (d_c = %5).</source>
        <translation>MLA: Query und Key jedes Kopfes sind [q_h | q_r] und [k_h | k_r], d_QK = %1 = d_h %2 + d_r %3. Nur die d_r = %3 Rotationszahlen drehen sich (Basis %4); k_h kommt ungedreht aus dem Latent L (d_c = %5).</translation>
    </message>
    <message>
        <source> (this sliding layer&apos;s own base, rope_local_base)</source>
        <translation> (die eigene Basis dieser Sliding-Window-Schicht, rope_local_base)</translation>
    </message>
    <message>
        <source>, divided by %1 (linear rope_scaling)</source>
        <translation>, geteilt durch %1 (lineares rope_scaling)</translation>
    </message>
    <message>
        <source>, the slow ones slowed by up to %1 (llama3 rope_scaling, original context %2)</source>
        <translation>, die langsamen um bis zu %1 verlangsamt (llama3-rope_scaling, ursprünglicher Kontext %2)</translation>
    </message>
    <message>
        <source>RoPE: this model turns all d_QK = %1 numbers of each head&apos;s query and key, in %2 pairs: θᵢ = %3^(−2i/%1)%4.</source>
        <translation>RoPE: Dieses Modell dreht alle d_QK = %1 Zahlen von Query und Key jedes Kopfes, in %2 Paaren: θᵢ = %3^(−2i/%1)%4.</translation>
    </message>
    <message>
        <source>This model: d&lt;sub&gt;c&lt;/sub&gt; = %1, d&lt;sub&gt;r&lt;/sub&gt; = %2.</source>
        <translation>Dieses Modell: d&lt;sub&gt;c&lt;/sub&gt; = %1, d&lt;sub&gt;r&lt;/sub&gt; = %2.</translation>
    </message>
    <message>
        <source>This model is not MLA: it has no latent.</source>
        <translation>Dieses Modell ist kein MLA: Es hat kein Latent.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Why MLA keeps a separate rotary key.&lt;/b&gt; MLA caches the latent &lt;i&gt;L&lt;sub&gt;j&lt;/sub&gt;&lt;/i&gt; (d&lt;sub&gt;c&lt;/sub&gt; numbers per token) and makes head &lt;i&gt;h&lt;/i&gt;&apos;s key &lt;i&gt;k&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;W&lt;/i&gt;&lt;sub&gt;uk,h&lt;/sub&gt;&lt;i&gt;L&lt;sub&gt;j&lt;/sub&gt;&lt;/i&gt;. Unrotated, &lt;i&gt;q&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;&lt;i&gt;k&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;x&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;&lt;i&gt;W&lt;/i&gt;&lt;sub&gt;q,h&lt;/sub&gt;&lt;sup&gt;T&lt;/sup&gt;&lt;i&gt;W&lt;/i&gt;&lt;sub&gt;uk,h&lt;/sub&gt;&lt;i&gt;L&lt;sub&gt;j&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;x&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;&lt;i&gt;W&lt;/i&gt;&lt;sup&gt;LQK&lt;/sup&gt;&lt;i&gt;L&lt;sub&gt;j&lt;/sub&gt;&lt;/i&gt;: &lt;i&gt;W&lt;/i&gt;&lt;sup&gt;LQK&lt;/sup&gt; = &lt;i&gt;W&lt;/i&gt;&lt;sub&gt;q,h&lt;/sub&gt;&lt;sup&gt;T&lt;/sup&gt;&lt;i&gt;W&lt;/i&gt;&lt;sub&gt;uk,h&lt;/sub&gt; is computed once and the query meets the latent directly.&lt;/p&gt;&lt;p&gt;Rotated, it would be &lt;i&gt;q&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;&lt;i&gt;R&lt;/i&gt;(&lt;i&gt;m&lt;/i&gt;)&lt;sup&gt;T&lt;/sup&gt;&lt;i&gt;R&lt;/i&gt;(&lt;i&gt;n&lt;/i&gt;)&lt;i&gt;W&lt;/i&gt;&lt;sub&gt;uk,h&lt;/sub&gt;&lt;i&gt;L&lt;sub&gt;j&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;q&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;&lt;i&gt;R&lt;/i&gt;(&lt;i&gt;n&lt;/i&gt; − &lt;i&gt;m&lt;/i&gt;)&lt;i&gt;W&lt;/i&gt;&lt;sub&gt;uk,h&lt;/sub&gt;&lt;i&gt;L&lt;sub&gt;j&lt;/sub&gt;&lt;/i&gt;: a matrix for every pair of positions, none to precompute. So MLA leaves &lt;i&gt;L&lt;/i&gt; unrotated and adds a small rotary key &lt;i&gt;k&lt;sub&gt;r&lt;/sub&gt;&lt;/i&gt; (d&lt;sub&gt;r&lt;/sub&gt; numbers per token, shared by all heads); only &lt;i&gt;q&lt;sub&gt;r&lt;/sub&gt;&lt;/i&gt; and &lt;i&gt;k&lt;sub&gt;r&lt;/sub&gt;&lt;/i&gt; turn.&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Warum MLA einen eigenen Rotations-Key hat.&lt;/b&gt; MLA speichert das Latent &lt;i&gt;L&lt;sub&gt;j&lt;/sub&gt;&lt;/i&gt; (d&lt;sub&gt;c&lt;/sub&gt; Zahlen pro Token) und bildet den Key von Kopf &lt;i&gt;h&lt;/i&gt; als &lt;i&gt;k&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;W&lt;/i&gt;&lt;sub&gt;uk,h&lt;/sub&gt;&lt;i&gt;L&lt;sub&gt;j&lt;/sub&gt;&lt;/i&gt;. Ungedreht ist &lt;i&gt;q&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;&lt;i&gt;k&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;x&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;&lt;i&gt;W&lt;/i&gt;&lt;sub&gt;q,h&lt;/sub&gt;&lt;sup&gt;T&lt;/sup&gt;&lt;i&gt;W&lt;/i&gt;&lt;sub&gt;uk,h&lt;/sub&gt;&lt;i&gt;L&lt;sub&gt;j&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;x&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;&lt;i&gt;W&lt;/i&gt;&lt;sup&gt;LQK&lt;/sup&gt;&lt;i&gt;L&lt;sub&gt;j&lt;/sub&gt;&lt;/i&gt;: &lt;i&gt;W&lt;/i&gt;&lt;sup&gt;LQK&lt;/sup&gt; = &lt;i&gt;W&lt;/i&gt;&lt;sub&gt;q,h&lt;/sub&gt;&lt;sup&gt;T&lt;/sup&gt;&lt;i&gt;W&lt;/i&gt;&lt;sub&gt;uk,h&lt;/sub&gt; wird einmal berechnet, und die Query trifft direkt auf das Latent.&lt;/p&gt;&lt;p&gt;Gedreht wäre es &lt;i&gt;q&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;&lt;i&gt;R&lt;/i&gt;(&lt;i&gt;m&lt;/i&gt;)&lt;sup&gt;T&lt;/sup&gt;&lt;i&gt;R&lt;/i&gt;(&lt;i&gt;n&lt;/i&gt;)&lt;i&gt;W&lt;/i&gt;&lt;sub&gt;uk,h&lt;/sub&gt;&lt;i&gt;L&lt;sub&gt;j&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;q&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;&lt;i&gt;R&lt;/i&gt;(&lt;i&gt;n&lt;/i&gt; − &lt;i&gt;m&lt;/i&gt;)&lt;i&gt;W&lt;/i&gt;&lt;sub&gt;uk,h&lt;/sub&gt;&lt;i&gt;L&lt;sub&gt;j&lt;/sub&gt;&lt;/i&gt;: eine Matrix für jedes Positionspaar, keine lässt sich vorab berechnen. Darum lässt MLA &lt;i&gt;L&lt;/i&gt; ungedreht und fügt einen kleinen Rotations-Key &lt;i&gt;k&lt;sub&gt;r&lt;/sub&gt;&lt;/i&gt; hinzu (d&lt;sub&gt;r&lt;/sub&gt; Zahlen pro Token, von allen Köpfen geteilt); nur &lt;i&gt;q&lt;sub&gt;r&lt;/sub&gt;&lt;/i&gt; und &lt;i&gt;k&lt;sub&gt;r&lt;/sub&gt;&lt;/i&gt; drehen sich.&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Attention alone ignores order: the score of a query and a key is the same wherever they stand. Rotary positions (RoPE) put the position in by turning them. The coordinates go in pairs; pair &lt;i&gt;i&lt;/i&gt; of a vector at position &lt;i&gt;p&lt;/i&gt; turns by &lt;i&gt;p&lt;/i&gt;θ&lt;sub&gt;i&lt;/sub&gt;, with θ&lt;sub&gt;i&lt;/sub&gt; = &lt;i&gt;b&lt;/i&gt;&lt;sup&gt;−2i/r&lt;/sup&gt;, &lt;i&gt;i&lt;/i&gt; = 0 … &lt;i&gt;r&lt;/i&gt;/2 − 1 (&lt;i&gt;r&lt;/i&gt; the width turned, &lt;i&gt;b&lt;/i&gt; the base: %1 here).&lt;/p&gt;&lt;p align=center&gt;&lt;i&gt;q&lt;sub&gt;m&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;R&lt;/i&gt;(&lt;i&gt;m&lt;/i&gt;)&lt;i&gt;q&lt;/i&gt;, &lt;i&gt;k&lt;sub&gt;n&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;R&lt;/i&gt;(&lt;i&gt;n&lt;/i&gt;)&lt;i&gt;k&lt;/i&gt;, &amp;nbsp;&lt;i&gt;q&lt;sub&gt;m&lt;/sub&gt;&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;&lt;i&gt;k&lt;sub&gt;n&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;q&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;&lt;i&gt;R&lt;/i&gt;(&lt;i&gt;m&lt;/i&gt;)&lt;sup&gt;T&lt;/sup&gt;&lt;i&gt;R&lt;/i&gt;(&lt;i&gt;n&lt;/i&gt;)&lt;i&gt;k&lt;/i&gt; = &lt;i&gt;q&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;&lt;i&gt;R&lt;/i&gt;(&lt;i&gt;n&lt;/i&gt; − &lt;i&gt;m&lt;/i&gt;)&lt;i&gt;k&lt;/i&gt;&lt;/p&gt;&lt;p&gt;Rotations keep lengths and add their angles, so the score depends on the positions only through &lt;i&gt;m&lt;/i&gt; − &lt;i&gt;n&lt;/i&gt;: move both sliders together and it stays; the map over (&lt;i&gt;m&lt;/i&gt;, &lt;i&gt;n&lt;/i&gt;) is constant along its diagonals. Fast pairs (small &lt;i&gt;i&lt;/i&gt;) tell near positions apart, slow ones (long wavelengths 2π/θ&lt;sub&gt;i&lt;/sub&gt;) far ones.&lt;/p&gt;&lt;p&gt;The app pairs coordinate &lt;i&gt;i&lt;/i&gt; with &lt;i&gt;i&lt;/i&gt; + &lt;i&gt;r&lt;/i&gt;/2 (rotate-half, as Llama does); the paper&apos;s (&lt;i&gt;q&lt;/i&gt;&lt;sub&gt;2i&lt;/sub&gt;, &lt;i&gt;q&lt;/i&gt;&lt;sub&gt;2i+1&lt;/sub&gt;) is the same rotation with the coordinates renumbered. Scores are shown before the scale 1/√d&lt;sub&gt;QK&lt;/sub&gt; (%2).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Attention allein kennt keine Reihenfolge: Der Score von Query und Key ist gleich, wo immer sie stehen. Rotationspositionen (RoPE) bringen die Position hinein, indem sie beide drehen. Die Koordinaten bilden Paare; Paar &lt;i&gt;i&lt;/i&gt; eines Vektors an Position &lt;i&gt;p&lt;/i&gt; dreht sich um &lt;i&gt;p&lt;/i&gt;θ&lt;sub&gt;i&lt;/sub&gt;, mit θ&lt;sub&gt;i&lt;/sub&gt; = &lt;i&gt;b&lt;/i&gt;&lt;sup&gt;−2i/r&lt;/sup&gt;, &lt;i&gt;i&lt;/i&gt; = 0 … &lt;i&gt;r&lt;/i&gt;/2 − 1 (&lt;i&gt;r&lt;/i&gt; die gedrehte Breite, &lt;i&gt;b&lt;/i&gt; die Basis: hier %1).&lt;/p&gt;&lt;p align=center&gt;&lt;i&gt;q&lt;sub&gt;m&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;R&lt;/i&gt;(&lt;i&gt;m&lt;/i&gt;)&lt;i&gt;q&lt;/i&gt;, &lt;i&gt;k&lt;sub&gt;n&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;R&lt;/i&gt;(&lt;i&gt;n&lt;/i&gt;)&lt;i&gt;k&lt;/i&gt;, &amp;nbsp;&lt;i&gt;q&lt;sub&gt;m&lt;/sub&gt;&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;&lt;i&gt;k&lt;sub&gt;n&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;q&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;&lt;i&gt;R&lt;/i&gt;(&lt;i&gt;m&lt;/i&gt;)&lt;sup&gt;T&lt;/sup&gt;&lt;i&gt;R&lt;/i&gt;(&lt;i&gt;n&lt;/i&gt;)&lt;i&gt;k&lt;/i&gt; = &lt;i&gt;q&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;&lt;i&gt;R&lt;/i&gt;(&lt;i&gt;n&lt;/i&gt; − &lt;i&gt;m&lt;/i&gt;)&lt;i&gt;k&lt;/i&gt;&lt;/p&gt;&lt;p&gt;Drehungen erhalten Längen und addieren ihre Winkel, also hängt der Score von den Positionen nur über &lt;i&gt;m&lt;/i&gt; − &lt;i&gt;n&lt;/i&gt; ab: Bewegen Sie beide Schieberegler gemeinsam, bleibt er gleich; die Karte über (&lt;i&gt;m&lt;/i&gt;, &lt;i&gt;n&lt;/i&gt;) ist entlang ihrer Diagonalen konstant. Schnelle Paare (kleines &lt;i&gt;i&lt;/i&gt;) unterscheiden nahe Positionen, langsame (lange Wellenlängen 2π/θ&lt;sub&gt;i&lt;/sub&gt;) ferne.&lt;/p&gt;&lt;p&gt;Die App paart Koordinate &lt;i&gt;i&lt;/i&gt; mit &lt;i&gt;i&lt;/i&gt; + &lt;i&gt;r&lt;/i&gt;/2 (rotate-half, wie Llama); die Paare (&lt;i&gt;q&lt;/i&gt;&lt;sub&gt;2i&lt;/sub&gt;, &lt;i&gt;q&lt;/i&gt;&lt;sub&gt;2i+1&lt;/sub&gt;) des Papers sind dieselbe Drehung mit umnummerierten Koordinaten. Scores werden vor der Skalierung 1/√d&lt;sub&gt;QK&lt;/sub&gt; gezeigt (%2).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>(R(m)q)ᵀ(R(n)k) over the positions m, n</source>
        <translation>(R(m)q)ᵀ(R(n)k) über den Positionen m, n</translation>
    </message>
    <message>
        <source>m (query)</source>
        <translation>m (Query)</translation>
    </message>
    <message>
        <source>n (key)</source>
        <translation>n (Key)</translation>
    </message>
    <message>
        <source>q_mᵀk_n = (R(m)q)ᵀ(R(n)k) = %1 at m − n = %2</source>
        <translation>q_mᵀk_n = (R(m)q)ᵀ(R(n)k) = %1 bei m − n = %2</translation>
    </message>
    <message>
        <source> (the rotary part q_rᵀk_r of the score)</source>
        <translation> (der Rotationsanteil q_rᵀk_r des Scores)</translation>
    </message>
    <message>
        <source>No sentence yet: load a model and type a sentence on the left.</source>
        <translation>Noch kein Satz: Laden Sie links ein Modell und geben Sie einen Satz ein.</translation>
    </message>
    <message>
        <source>The rotation belongs to one head: choose a head (not the mean) in the toolbar.</source>
        <translation>Die Drehung gehört zu einem Kopf: Wählen Sie in der Werkzeugleiste einen Kopf (nicht den Mittelwert).</translation>
    </message>
    <message>
        <source>Recording the head&apos;s queries and keys…</source>
        <translation>Queries und Keys des Kopfes werden aufgezeichnet…</translation>
    </message>
    <message>
        <source>The model failed on this text: %1</source>
        <translation>Das Modell ist an diesem Text gescheitert: %1</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;MLA&lt;/b&gt; turns only a small rotary key &lt;i&gt;k&lt;sub&gt;r&lt;/sub&gt;&lt;/i&gt; kept beside its latent &lt;i&gt;L&lt;/i&gt;; the panel at the bottom right of the page says why.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;MLA&lt;/b&gt; dreht nur einen kleinen Rotationsschlüssel &lt;i&gt;k&lt;sub&gt;r&lt;/sub&gt;&lt;/i&gt; neben seinem Latent &lt;i&gt;L&lt;/i&gt;; warum, erklärt das Feld unten rechts auf der Seite.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Demonstration: this model adds learned absolute positions P[p] to its input (one trained row a position, as BERT and GPT-2 do) and rotates nothing. The arrows turn this head&apos;s real q and k (d_QK = %1) with base 10000, as RoPE would; the map at the bottom right shows how alike its own positions are.</source>
        <translation>Vorführung: Dieses Modell addiert gelernte absolute Positionen P[p] zu seiner Eingabe (eine trainierte Zeile je Position, wie BERT und GPT-2) und dreht nichts. Die Pfeile drehen das echte q und k dieses Kopfes (d_QK = %1) mit Basis 10000, wie RoPE es täte; die Karte unten rechts zeigt, wie ähnlich sich seine eigenen Positionen sind.</translation>
    </message>
    <message>
        <source>Learned positions: cos(P[p], P[q]), first %1 rows</source>
        <translation>Gelernte Positionen: cos(P[p], P[q]), erste %1 Zeilen</translation>
    </message>
</context>
<context>
    <name>atlas::SentencePairPanel</name>
    <message>
        <source>&lt;b&gt;Nothing to align:&lt;/b&gt; an encoder-only model reads one text and writes none, so no decoder reads across to a source. What BERT was pre-trained on besides masks is a &lt;b&gt;sentence pair&lt;/b&gt;: two texts as one input, [CLS] A [SEP] B [SEP], the first part&apos;s tokens of type 0 and the second&apos;s of type 1, each type adding a learned vector T[type] to its embeddings. Every token still attends to every token; below, the attention of one part to the other.</source>
        <translation>&lt;b&gt;Nichts auszurichten:&lt;/b&gt; Ein reines Encoder-Modell liest einen Text und schreibt keinen, also liest kein Decoder hinüber zu einer Quelle. Worauf BERT neben Masken vortrainiert wurde, ist ein &lt;b&gt;Satzpaar&lt;/b&gt;: zwei Texte als eine Eingabe, [CLS] A [SEP] B [SEP], die Tokens des ersten Teils vom Typ 0, die des zweiten vom Typ 1, jeder Typ addiert einen gelernten Vektor T[Typ] zu seinen Embeddings. Jedes Token achtet weiter auf jedes Token; unten die Attention des einen Teils auf den anderen.</translation>
    </message>
    <message>
        <source>Sentence A:</source>
        <translation>Satz A:</translation>
    </message>
    <message>
        <source>Sentence &amp;B:</source>
        <translation>Satz &amp;B:</translation>
    </message>
    <message>
        <source>Type a second sentence</source>
        <translation>Einen zweiten Satz eingeben</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Zeigen:</translation>
    </message>
    <message>
        <source>A reads B (rows A, columns B)</source>
        <translation>A liest B (Zeilen A, Spalten B)</translation>
    </message>
    <message>
        <source>B reads A (rows B, columns A)</source>
        <translation>B liest A (Zeilen B, Spalten A)</translation>
    </message>
    <message>
        <source>This pair cannot be read: %1</source>
        <translation>Dieses Paar lässt sich nicht lesen: %1</translation>
    </message>
    <message>
        <source>Type a second sentence to see how the two parts attend to each other.</source>
        <translation>Einen zweiten Satz eingeben, um zu sehen, wie die beiden Teile aufeinander achten.</translation>
    </message>
    <message>
        <source>Reading the pair…</source>
        <translation>Das Paar wird gelesen…</translation>
    </message>
    <message>
        <source>The input: %1 tokens, the first %2 of type 0, the last %3 of type 1.</source>
        <translation>Die Eingabe: %1 Tokens, die ersten %2 vom Typ 0, die letzten %3 vom Typ 1.</translation>
    </message>
    <message>
        <source>The input: %1 tokens, the first %2 for A, the last %3 for B. This model has no token types: only the separator tells the parts apart.</source>
        <translation>Die Eingabe: %1 Tokens, die ersten %2 für A, die letzten %3 für B. Dieses Modell hat keine Token-Typen: Nur das Trennzeichen unterscheidet die Teile.</translation>
    </message>
    <message>
        <source>A&apos;s tokens put %1% of their attention on B</source>
        <translation>Die Tokens von A richten %1 % ihrer Attention auf B</translation>
    </message>
    <message>
        <source>B&apos;s tokens put %1% of their attention on A</source>
        <translation>Die Tokens von B richten %1 % ihrer Attention auf A</translation>
    </message>
</context>
<context>
    <name>atlas::SessionController</name>
    <message>
        <source>Attention Atlas sessions (*.atlas);;All files (*)</source>
        <translation>Attention-Atlas-Sitzungen (*.atlas);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Model file not found</source>
        <translation>Modelldatei nicht gefunden</translation>
    </message>
    <message>
        <source>The model file “%1” does not exist.</source>
        <translation>Die Modelldatei „%1“ existiert nicht.</translation>
    </message>
    <message>
        <source>The session “%1” uses it. </source>
        <translation>Die Sitzung „%1“ verwendet sie. </translation>
    </message>
    <message>
        <source>Choose the file where it is now, or show the session with the built-in model.</source>
        <translation>Wählen Sie die Datei an ihrem jetzigen Ort, oder zeigen Sie die Sitzung mit dem eingebauten Modell.</translation>
    </message>
    <message>
        <source>Choose file…</source>
        <translation>Datei wählen…</translation>
    </message>
    <message>
        <source>Use the built-in model</source>
        <translation>Eingebautes Modell verwenden</translation>
    </message>
    <message>
        <source>Where is “%1”?</source>
        <translation>Wo ist „%1“?</translation>
    </message>
    <message>
        <source>Cannot open the session</source>
        <translation>Sitzung kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Opened the session %1</source>
        <translation>Sitzung %1 geöffnet</translation>
    </message>
    <message>
        <source>Cannot save the session</source>
        <translation>Sitzung kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Saved the session %1</source>
        <translation>Sitzung %1 gespeichert</translation>
    </message>
    <message>
        <source>Open a session</source>
        <translation>Sitzung öffnen</translation>
    </message>
    <message>
        <source>Save the session</source>
        <translation>Sitzung speichern</translation>
    </message>
    <message>
        <source>lesson</source>
        <translation>Lektion</translation>
    </message>
</context>
<context>
    <name>atlas::ShortcutsDialog</name>
    <message>
        <source>  or  </source>
        <translation>  oder  </translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>Pages: the keys 1–9 and 0 while no text field has the focus; Alt+1–9 and Alt+0 always, also while typing the sentence.</source>
        <translation>Seiten: die Tasten 1–9 und 0, solange kein Textfeld den Fokus hat; Alt+1–9 und Alt+0 immer, auch beim Tippen des Satzes.</translation>
    </message>
</context>
<context>
    <name>atlas::SourceVocabulary</name>
    <message>
        <source>Example sentence</source>
        <translation>Beispielsatz</translation>
    </message>
    <message>
        <source>Replaces the text with a random sentence of the corpus&apos;s test split: the built-in models were trained on the same generator&apos;s sentences, never on these.</source>
        <translation>Ersetzt den Text durch einen zufälligen Satz aus dem Testteil des Korpus: Die eingebauten Modelle wurden mit Sätzen desselben Generators trainiert, aber nie mit diesen.</translation>
    </message>
    <message>
        <source>Only the built-in models have a corpus to draw example sentences from: this model was trained on other text.</source>
        <translation>Nur die eingebauten Modelle haben ein Korpus, aus dem Beispielsätze kommen können: Dieses Modell wurde mit anderem Text trainiert.</translation>
    </message>
    <message>
        <source>Every word is in the model&apos;s vocabulary.</source>
        <translation>Jedes Wort gehört zum Vokabular des Modells.</translation>
    </message>
    <message>
        <source>1 word outside the model&apos;s vocabulary: %1</source>
        <translation>1 Wort außerhalb des Vokabulars des Modells: %1</translation>
    </message>
    <message>
        <source>%1 words outside the model&apos;s vocabulary: %2</source>
        <translation>%1 Wörter außerhalb des Vokabulars des Modells: %2</translation>
    </message>
    <message>
        <source>Words the corpus the model learnt from never holds are underlined in red: the tokenizer still cuts them into pieces, but the model never saw those pieces in this role. The Tokens page lists the words it knows.</source>
        <translation>Wörter, die im Korpus, aus dem das Modell gelernt hat, nie vorkommen, sind rot unterstrichen: Der Tokenizer zerlegt sie trotzdem in Stücke, aber das Modell hat diese Stücke in dieser Rolle nie gesehen. Die Seite „Tokens &amp; Embeddings“ listet die Wörter, die es kennt.</translation>
    </message>
</context>
<context>
    <name>atlas::TemperatureControls</name>
    <message>
        <source>Temperature: S_τ = τ·S</source>
        <translation>Temperatur: S_τ = τ·S</translation>
    </message>
    <message>
        <source>τ = 1 (the model&apos;s own scale)</source>
        <translation>τ = 1 (eigene Skalierung des Modells)</translation>
    </message>
    <message>
        <source>Gemma 3 27B: 1/√168 instead of 1/√128 (τ ≈ 0.87)</source>
        <translation>Gemma 3 27B: 1/√168 statt 1/√128 (τ ≈ 0,87)</translation>
    </message>
    <message>
        <source>Gemma 3 27B divides its scores by √query_pre_attn_scalar = √168 (d_model/H = 5376/32) although its heads are 128 wide: τ = √128/√168 ≈ 0.873 against the 1/√d_QK convention.</source>
        <translation>Gemma 3 27B teilt seine Scores durch √query_pre_attn_scalar = √168 (d_model/H = 5376/32), obwohl seine Köpfe 128 breit sind: τ = √128/√168 ≈ 0,873 gegenüber der Konvention 1/√d_QK.</translation>
    </message>
    <message>
        <source>τ = %1</source>
        <translation>τ = %1</translation>
    </message>
    <message>
        <source>τ = 1: the model&apos;s own scale 1/√%1</source>
        <translation>τ = 1: die eigene Skalierung des Modells, 1/√%1</translation>
    </message>
    <message>
        <source>τ = %1: as if the scale were 1/√%2 instead of 1/√%3</source>
        <extracomment>τ·(1/√d) = 1/√(d/τ²): the scale the tempered scores amount to</extracomment>
        <translation>τ = %1: als wäre die Skalierung 1/√%2 statt 1/√%3</translation>
    </message>
</context>
<context>
    <name>atlas::TokensPage</name>
    <message>
        <source>&lt;p&gt;The sentence is cut into &lt;b&gt;SentencePiece&lt;/b&gt; pieces. &lt;b&gt;▁&lt;/b&gt; marks a piece that starts a word; a character the vocabulary lacks is spelt as its UTF-8 bytes. Each piece&apos;s id picks a row of the embedding table &lt;i&gt;E&lt;/i&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Der Satz wird in &lt;b&gt;SentencePiece&lt;/b&gt;-Stücke zerlegt. &lt;b&gt;▁&lt;/b&gt; markiert ein Stück, das ein Wort beginnt; ein Zeichen, das dem Vokabular fehlt, wird in seinen UTF-8-Bytes geschrieben. Die ID jedes Stücks wählt eine Zeile der Embedding-Tabelle &lt;i&gt;E&lt;/i&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The scatter projects the vectors of one depth onto their two main directions (PCA); the cosine matrix shows how alike each pair is, from −1 (blue) to 1 (red).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Das Streudiagramm projiziert die Vektoren einer Tiefe auf ihre zwei Hauptrichtungen (PCA); die Kosinusmatrix zeigt, wie ähnlich sich je zwei sind, von −1 (blau) bis 1 (rot).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Tokens &amp;&amp; embeddings</source>
        <translation>Tokens &amp;&amp; Embeddings</translation>
    </message>
    <message>
        <source>&lt;p&gt;The sentence is cut into pieces by the folder&apos;s &lt;b&gt;source.spm&lt;/b&gt;; &lt;b&gt;▁&lt;/b&gt; marks a piece that starts a word. Each piece&apos;s id, from &lt;b&gt;vocab.json&lt;/b&gt;, picks a row of the embedding table &lt;i&gt;E&lt;/i&gt;; a piece vocab.json lacks is read as &lt;b&gt;&amp;lt;unk&amp;gt;&lt;/b&gt; and is shown as cut, in red, marked &amp;lt;unk&amp;gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Der Satz wird von der &lt;b&gt;source.spm&lt;/b&gt; des Ordners in Stücke zerlegt; &lt;b&gt;▁&lt;/b&gt; markiert ein Stück, das ein Wort beginnt. Die ID jedes Stücks, aus &lt;b&gt;vocab.json&lt;/b&gt;, wählt eine Zeile der Embedding-Tabelle &lt;i&gt;E&lt;/i&gt;; ein Stück, das vocab.json fehlt, wird als &lt;b&gt;&amp;lt;unk&amp;gt;&lt;/b&gt; gelesen und so gezeigt, wie es zerlegt wurde: rot, mit &amp;lt;unk&amp;gt; markiert.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The text is cut into pieces by the folder&apos;s &lt;b&gt;tokenizer.model&lt;/b&gt; (SentencePiece); &lt;b&gt;▁&lt;/b&gt; marks a piece that starts a word, and a character it lacks is spelt as its UTF-8 bytes. Each piece&apos;s id picks a row of the embedding table &lt;i&gt;E&lt;/i&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Der Text wird vom &lt;b&gt;tokenizer.model&lt;/b&gt; des Ordners (SentencePiece) in Stücke zerlegt; &lt;b&gt;▁&lt;/b&gt; markiert ein Stück, das ein Wort beginnt, und ein Zeichen, das ihm fehlt, wird als seine UTF-8-Bytes geschrieben. Die ID jedes Stücks wählt eine Zeile der Einbettungstabelle &lt;i&gt;E&lt;/i&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The encoder reads, for the token at position &lt;i&gt;p&lt;/i&gt;,&lt;/p&gt;&lt;p align=center&gt;&lt;i&gt;x&lt;sub&gt;p&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;E&lt;/i&gt;[id&lt;sub&gt;p&lt;/sub&gt;]·√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt; + PE&lt;sub&gt;p&lt;/sub&gt;&lt;/p&gt;&lt;p&gt;with, as Marian lays it out, the sines in the first half of the vector and the cosines in the second: PE[&lt;i&gt;p&lt;/i&gt;, &lt;i&gt;i&lt;/i&gt;] = sin(&lt;i&gt;p&lt;/i&gt; / 10000&lt;sup&gt;2&lt;i&gt;i&lt;/i&gt;/&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt;&lt;/sup&gt;) and PE[&lt;i&gt;p&lt;/i&gt;, &lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt;/2 + &lt;i&gt;i&lt;/i&gt;] = cos(&lt;i&gt;p&lt;/i&gt; / 10000&lt;sup&gt;2&lt;i&gt;i&lt;/i&gt;/&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt;&lt;/sup&gt;).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Der Encoder liest für das Token an Position &lt;i&gt;p&lt;/i&gt;&lt;/p&gt;&lt;p align=center&gt;&lt;i&gt;x&lt;sub&gt;p&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;E&lt;/i&gt;[id&lt;sub&gt;p&lt;/sub&gt;]·√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt; + PE&lt;sub&gt;p&lt;/sub&gt;&lt;/p&gt;&lt;p&gt;mit, wie Marian es anordnet, den Sinuswerten in der ersten Hälfte des Vektors und den Kosinuswerten in der zweiten: PE[&lt;i&gt;p&lt;/i&gt;, &lt;i&gt;i&lt;/i&gt;] = sin(&lt;i&gt;p&lt;/i&gt; / 10000&lt;sup&gt;2&lt;i&gt;i&lt;/i&gt;/&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt;&lt;/sup&gt;) und PE[&lt;i&gt;p&lt;/i&gt;, &lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt;/2 + &lt;i&gt;i&lt;/i&gt;] = cos(&lt;i&gt;p&lt;/i&gt; / 10000&lt;sup&gt;2&lt;i&gt;i&lt;/i&gt;/&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt;&lt;/sup&gt;).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The decoder stack reads, for the token at position &lt;i&gt;p&lt;/i&gt;, &lt;i&gt;x&lt;sub&gt;p&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;E&lt;/i&gt;[id&lt;sub&gt;p&lt;/sub&gt;] (times √&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt; when the model scales it, as Gemma does): nothing is added for the position. Its positions are rotary (RoPE): inside self-attention each query and key is rotated by an angle proportional to its position, so that &lt;i&gt;q&lt;sub&gt;m&lt;/sub&gt;&lt;/i&gt;·&lt;i&gt;k&lt;sub&gt;n&lt;/sub&gt;&lt;/i&gt; depends on the positions &lt;i&gt;m&lt;/i&gt; and &lt;i&gt;n&lt;/i&gt; only through their difference &lt;i&gt;m&lt;/i&gt; − &lt;i&gt;n&lt;/i&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Der Decoder-Stapel liest für das Token an Position &lt;i&gt;p&lt;/i&gt; &lt;i&gt;x&lt;sub&gt;p&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;E&lt;/i&gt;[id&lt;sub&gt;p&lt;/sub&gt;] (mal √&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt;, wenn das Modell skaliert, wie Gemma): für die Position wird nichts addiert. Seine Positionen sind rotierend (RoPE): in der Self-Attention wird jede Query und jeder Key um einen Winkel proportional zu seiner Position gedreht, sodass &lt;i&gt;q&lt;sub&gt;m&lt;/sub&gt;&lt;/i&gt;·&lt;i&gt;k&lt;sub&gt;n&lt;/sub&gt;&lt;/i&gt; von den Positionen &lt;i&gt;m&lt;/i&gt; und &lt;i&gt;n&lt;/i&gt; nur über ihre Differenz &lt;i&gt;m&lt;/i&gt; − &lt;i&gt;n&lt;/i&gt; abhängt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The encoder reads, for the token at position &lt;i&gt;p&lt;/i&gt;, &lt;i&gt;x&lt;sub&gt;p&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;E&lt;/i&gt;[id&lt;sub&gt;p&lt;/sub&gt;]·√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt;: this model adds nothing for the position (PE = 0). Its positions are rotary (RoPE): inside self-attention each query and key is rotated by an angle proportional to its position, so that &lt;i&gt;q&lt;sub&gt;m&lt;/sub&gt;&lt;/i&gt;·&lt;i&gt;k&lt;sub&gt;n&lt;/sub&gt;&lt;/i&gt; depends on the positions &lt;i&gt;m&lt;/i&gt; and &lt;i&gt;n&lt;/i&gt; only through their difference &lt;i&gt;m&lt;/i&gt; − &lt;i&gt;n&lt;/i&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Der Encoder liest für das Token an Position &lt;i&gt;p&lt;/i&gt; &lt;i&gt;x&lt;sub&gt;p&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;E&lt;/i&gt;[id&lt;sub&gt;p&lt;/sub&gt;]·√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt;: dieses Modell addiert nichts für die Position (PE = 0). Seine Positionen sind rotierend (RoPE): in der Self-Attention wird jede Query und jeder Key um einen Winkel proportional zu seiner Position gedreht, sodass &lt;i&gt;q&lt;sub&gt;m&lt;/sub&gt;&lt;/i&gt;·&lt;i&gt;k&lt;sub&gt;n&lt;/sub&gt;&lt;/i&gt; von den Positionen &lt;i&gt;m&lt;/i&gt; und &lt;i&gt;n&lt;/i&gt; nur über ihre Differenz &lt;i&gt;m&lt;/i&gt; − &lt;i&gt;n&lt;/i&gt; abhängt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The encoder reads, for the token at position &lt;i&gt;p&lt;/i&gt;,&lt;/p&gt;&lt;p align=center&gt;&lt;i&gt;x&lt;sub&gt;p&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;E&lt;/i&gt;[id&lt;sub&gt;p&lt;/sub&gt;]·√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt; + PE&lt;sub&gt;p&lt;/sub&gt;&lt;/p&gt;&lt;p&gt;with PE[&lt;i&gt;p&lt;/i&gt;, 2&lt;i&gt;i&lt;/i&gt;] = sin(&lt;i&gt;p&lt;/i&gt; / 10000&lt;sup&gt;2&lt;i&gt;i&lt;/i&gt;/&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt;&lt;/sup&gt;) and PE[&lt;i&gt;p&lt;/i&gt;, 2&lt;i&gt;i&lt;/i&gt;+1] = cos(&lt;i&gt;p&lt;/i&gt; / 10000&lt;sup&gt;2&lt;i&gt;i&lt;/i&gt;/&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt;&lt;/sup&gt;): the same token at another place gets another vector.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Der Encoder liest für das Token an Position &lt;i&gt;p&lt;/i&gt;&lt;/p&gt;&lt;p align=center&gt;&lt;i&gt;x&lt;sub&gt;p&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;E&lt;/i&gt;[id&lt;sub&gt;p&lt;/sub&gt;]·√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt; + PE&lt;sub&gt;p&lt;/sub&gt;&lt;/p&gt;&lt;p&gt;mit PE[&lt;i&gt;p&lt;/i&gt;, 2&lt;i&gt;i&lt;/i&gt;] = sin(&lt;i&gt;p&lt;/i&gt; / 10000&lt;sup&gt;2&lt;i&gt;i&lt;/i&gt;/&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt;&lt;/sup&gt;) und PE[&lt;i&gt;p&lt;/i&gt;, 2&lt;i&gt;i&lt;/i&gt;+1] = cos(&lt;i&gt;p&lt;/i&gt; / 10000&lt;sup&gt;2&lt;i&gt;i&lt;/i&gt;/&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt;&lt;/sup&gt;): dasselbe Token an anderer Stelle erhält einen anderen Vektor.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;This model learnt from the project&apos;s generated English → German corpus, and the list beside the maps holds its %1 English words: the lexicon&apos;s nouns, verbs and adjectives in every form the grammar writes, and its few small words. A word outside it is underlined in red in the source field: the tokenizer still cuts it into pieces, but the model never saw those pieces in this role, and what it writes for them is a guess.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Dieses Modell hat aus dem generierten Englisch→Deutsch-Korpus des Projekts gelernt, und die Liste neben den Karten enthält dessen %1 englische Wörter: die Substantive, Verben und Adjektive des Lexikons in jeder Form, die die Grammatik schreibt, und seine wenigen kleinen Wörter. Ein Wort außerhalb davon ist im Quellsatz rot unterstrichen: Der Tokenizer zerlegt es trotzdem in Stücke, aber das Modell hat diese Stücke in dieser Rolle nie gesehen, und was es für sie schreibt, ist geraten.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Articles</source>
        <translation>Artikel</translation>
    </message>
    <message>
        <source>Negation</source>
        <translation>Verneinung</translation>
    </message>
    <message>
        <source>Prepositions</source>
        <translation>Präpositionen</translation>
    </message>
    <message>
        <source>Conjunctions</source>
        <translation>Konjunktionen</translation>
    </message>
    <message>
        <source>Adjectives</source>
        <translation>Adjektive</translation>
    </message>
    <message>
        <source>Verbs (every form, with do, does, did)</source>
        <translation>Verben (jede Form, mit do, does, did)</translation>
    </message>
    <message>
        <source>Nouns (singular and plural)</source>
        <translation>Substantive (Singular und Plural)</translation>
    </message>
    <message>
        <source>&lt;p&gt;The text is cut into pieces by the folder&apos;s &lt;b&gt;tokenizer.json&lt;/b&gt; (the Hugging Face &lt;i&gt;tokenizers&lt;/i&gt; format), with the ids &lt;i&gt;tokenizers&lt;/i&gt; gives. &lt;b&gt;▁&lt;/b&gt; marks a piece that starts with a space, ↵ a newline, and hex bytes a piece that holds only part of a character. Click a token to see how it was built. Each piece&apos;s id picks a row of the embedding table &lt;i&gt;E&lt;/i&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Der Text wird von der &lt;b&gt;tokenizer.json&lt;/b&gt; des Ordners (dem Format von Hugging Face &lt;i&gt;tokenizers&lt;/i&gt;) in Stücke zerlegt, mit den IDs, die &lt;i&gt;tokenizers&lt;/i&gt; vergibt. &lt;b&gt;▁&lt;/b&gt; markiert ein Stück, das mit einem Leerzeichen beginnt, ↵ einen Zeilenumbruch und Hex-Bytes ein Stück, das nur einen Teil eines Zeichens enthält. Klicken Sie auf ein Token, um zu sehen, wie es gebaut wurde. Die ID jedes Stücks wählt eine Zeile der Einbettungstabelle &lt;i&gt;E&lt;/i&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The decoder stack reads, for the token at position &lt;i&gt;p&lt;/i&gt;, &lt;i&gt;x&lt;sub&gt;p&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;E&lt;/i&gt;[id&lt;sub&gt;p&lt;/sub&gt;] + &lt;i&gt;P&lt;/i&gt;[&lt;i&gt;p&lt;/i&gt;]: &lt;i&gt;P&lt;/i&gt; is a table with one learned row a position (GPT-2&apos;s wpe), trained with the rest of the model rather than computed from sines; the same token at another place gets another vector.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Der Decoder-Stapel liest für das Token an Position &lt;i&gt;p&lt;/i&gt; &lt;i&gt;x&lt;sub&gt;p&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;E&lt;/i&gt;[id&lt;sub&gt;p&lt;/sub&gt;] + &lt;i&gt;P&lt;/i&gt;[&lt;i&gt;p&lt;/i&gt;]: &lt;i&gt;P&lt;/i&gt; ist eine Tabelle mit einer gelernten Zeile je Position (wpe von GPT-2), mit dem übrigen Modell trainiert statt aus Sinuswerten berechnet; dasselbe Token an anderer Stelle erhält einen anderen Vektor.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The encoder reads, for the token at position &lt;i&gt;p&lt;/i&gt;, &lt;i&gt;x&lt;sub&gt;p&lt;/sub&gt;&lt;/i&gt; = LayerNorm(&lt;i&gt;E&lt;/i&gt;[id&lt;sub&gt;p&lt;/sub&gt;] + &lt;i&gt;P&lt;/i&gt;[&lt;i&gt;p&lt;/i&gt;] + &lt;i&gt;T&lt;/i&gt;[0]): &lt;i&gt;P&lt;/i&gt; holds one learned row a position, &lt;i&gt;T&lt;/i&gt; one row a segment (0 for the first text, 1 for the second of a pair), and the sum is normalised. Special tokens frame the text: [CLS] (or &amp;lt;s&amp;gt;) first, [SEP] (or &amp;lt;/s&amp;gt;) last, in italics like the mask token the model guesses.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Der Encoder liest für das Token an Position &lt;i&gt;p&lt;/i&gt; &lt;i&gt;x&lt;sub&gt;p&lt;/sub&gt;&lt;/i&gt; = LayerNorm(&lt;i&gt;E&lt;/i&gt;[id&lt;sub&gt;p&lt;/sub&gt;] + &lt;i&gt;P&lt;/i&gt;[&lt;i&gt;p&lt;/i&gt;] + &lt;i&gt;T&lt;/i&gt;[0]): &lt;i&gt;P&lt;/i&gt; hat eine gelernte Zeile je Position, &lt;i&gt;T&lt;/i&gt; eine Zeile je Segment (0 für den ersten Text, 1 für den zweiten eines Paares), und die Summe wird normiert. Sondertoken rahmen den Text: [CLS] (oder &amp;lt;s&amp;gt;) zuerst, [SEP] (oder &amp;lt;/s&amp;gt;) zuletzt, kursiv wie das Masken-Token, das das Modell errät.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>atlas::TrainingLabPage</name>
    <message>
        <source>Pick a task, an attention kind and a model, then press &lt;b&gt;Train&lt;/b&gt;.</source>
        <translation>Wählen Sie eine Aufgabe, eine Attention-Art und ein Modell, dann drücken Sie &lt;b&gt;Trainieren&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>The attention of one example the model never trains on appears here and is redrawn as it learns.</source>
        <translation>Die Attention eines Beispiels, auf dem das Modell nie trainiert, erscheint hier und wird neu gezeichnet, während es lernt.</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Reverse</source>
        <translation>Umkehren</translation>
    </message>
    <message>
        <source>Sort</source>
        <translation>Sortieren</translation>
    </message>
    <message>
        <source>English → German (tiny corpus)</source>
        <translation>Englisch → Deutsch (winziges Korpus)</translation>
    </message>
    <message>
        <source>Copy, reverse or sort 3 to 8 letters, or translate short sentences</source>
        <translation>3 bis 8 Buchstaben kopieren, umkehren oder sortieren, oder kurze Sätze übersetzen</translation>
    </message>
    <message>
        <source>Tiny (d 32, 2 + 1 layers)</source>
        <translation>Winzig (d 32, 2 + 1 Schichten)</translation>
    </message>
    <message>
        <source>Small (d 64, 2 + 2 layers)</source>
        <translation>Klein (d 64, 2 + 2 Schichten)</translation>
    </message>
    <message>
        <source>Train</source>
        <translation>Trainieren</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Speichern…</translation>
    </message>
    <message>
        <source>Open in main views</source>
        <translation>In den Hauptansichten öffnen</translation>
    </message>
    <message>
        <source>Load the weights as they are now into the other pages</source>
        <translation>Die aktuellen Gewichte in die anderen Seiten laden</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>Attention</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Validation exact match</source>
        <translation>Exakte Treffer (Validierung)</translation>
    </message>
    <message>
        <source>Attention of the example:</source>
        <translation>Attention des Beispiels:</translation>
    </message>
    <message>
        <source>Cross-attention</source>
        <translation>Cross-Attention</translation>
    </message>
    <message>
        <source>Decoder self-attention</source>
        <translation>Self-Attention des Decoders</translation>
    </message>
    <message>
        <source>Encoder self-attention</source>
        <translation>Self-Attention des Encoders</translation>
    </message>
    <message>
        <source>Every head of every layer; click one to see it large</source>
        <translation>Jeder Kopf jeder Schicht; einen anklicken, um ihn groß zu sehen</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Training&lt;/b&gt; changes every weight θ — the embeddings &lt;i&gt;E&lt;/i&gt;, each head&apos;s &lt;i&gt;W&lt;sub&gt;Q&lt;/sub&gt;&lt;/i&gt;, &lt;i&gt;W&lt;sub&gt;K&lt;/sub&gt;&lt;/i&gt;, &lt;i&gt;W&lt;sub&gt;V&lt;/sub&gt;&lt;/i&gt;, the output &lt;i&gt;W&lt;sub&gt;O&lt;/sub&gt;&lt;/i&gt; and the feed-forward layers — so that the right next token becomes likely. For a source &lt;i&gt;x&lt;/i&gt; and target &lt;i&gt;y&lt;/i&gt;&lt;sub&gt;1&lt;/sub&gt; … &lt;i&gt;y&lt;sub&gt;m&lt;/sub&gt;&lt;/i&gt; the loss is the cross-entropy&lt;/p&gt;&lt;p align=center&gt;ℒ(θ) = −&lt;sup&gt;1&lt;/sup&gt;⁄&lt;sub&gt;&lt;i&gt;m&lt;/i&gt;+1&lt;/sub&gt; Σ&lt;sub&gt;&lt;i&gt;t&lt;/i&gt;&lt;/sub&gt; log &lt;i&gt;p&lt;/i&gt;&lt;sub&gt;θ&lt;/sub&gt;(&lt;i&gt;y&lt;/i&gt;&lt;sub&gt;&lt;i&gt;t&lt;/i&gt;+1&lt;/sub&gt; | &lt;i&gt;y&lt;/i&gt;&lt;sub&gt;≤&lt;i&gt;t&lt;/i&gt;&lt;/sub&gt;, &lt;i&gt;x&lt;/i&gt;),&lt;/p&gt;&lt;p&gt;averaged over a batch of 32 pairs. Backpropagation gives the gradient ∇&lt;sub&gt;θ&lt;/sub&gt;ℒ through every &lt;i&gt;Y&lt;/i&gt; = &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;AV&lt;/i&gt;; &lt;b&gt;AdamW&lt;/b&gt; steps against it, each weight scaled by running means of its gradient and of its square, with a little weight decay. The learning rate warms up, then falls along a cosine.&lt;/p&gt;&lt;p&gt;&lt;b&gt;What to watch.&lt;/b&gt; The loss in nats per token (log scale; chance is log &lt;i&gt;V&lt;/i&gt;). The exact match: the share of unseen validation inputs that greedy decoding gets entirely right. The heatmap: &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;A&lt;/i&gt; of a fixed example — for cross-attention, rows are the decoder&apos;s input tokens (&amp;lt;s&amp;gt; first), columns the source tokens. It starts as noise, nearly uniform rows. As the model learns, each row settles on the source symbol it must write next: a diagonal for &lt;i&gt;copy&lt;/i&gt;, an &lt;b&gt;anti-diagonal&lt;/b&gt; for &lt;i&gt;reverse&lt;/i&gt;, a permutation for &lt;i&gt;sort&lt;/i&gt;, roughly the word alignment for English → German.&lt;/p&gt;&lt;p&gt;The example is read with teacher forcing (the correct target as the decoder&apos;s input), so its rows stay put while the weights change; the line above it says what greedy decoding now answers. &lt;i&gt;Open in main views&lt;/i&gt; loads the weights into the other pages.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Training&lt;/b&gt; verändert jedes Gewicht θ — die Embeddings &lt;i&gt;E&lt;/i&gt;, &lt;i&gt;W&lt;sub&gt;Q&lt;/sub&gt;&lt;/i&gt;, &lt;i&gt;W&lt;sub&gt;K&lt;/sub&gt;&lt;/i&gt;, &lt;i&gt;W&lt;sub&gt;V&lt;/sub&gt;&lt;/i&gt; jedes Kopfes, die Ausgabe &lt;i&gt;W&lt;sub&gt;O&lt;/sub&gt;&lt;/i&gt; und die Feed-Forward-Schichten —, sodass das richtige nächste Token wahrscheinlich wird. Für eine Quelle &lt;i&gt;x&lt;/i&gt; und ein Ziel &lt;i&gt;y&lt;/i&gt;&lt;sub&gt;1&lt;/sub&gt; … &lt;i&gt;y&lt;sub&gt;m&lt;/sub&gt;&lt;/i&gt; ist der Verlust die Kreuzentropie&lt;/p&gt;&lt;p align=center&gt;ℒ(θ) = −&lt;sup&gt;1&lt;/sup&gt;⁄&lt;sub&gt;&lt;i&gt;m&lt;/i&gt;+1&lt;/sub&gt; Σ&lt;sub&gt;&lt;i&gt;t&lt;/i&gt;&lt;/sub&gt; log &lt;i&gt;p&lt;/i&gt;&lt;sub&gt;θ&lt;/sub&gt;(&lt;i&gt;y&lt;/i&gt;&lt;sub&gt;&lt;i&gt;t&lt;/i&gt;+1&lt;/sub&gt; | &lt;i&gt;y&lt;/i&gt;&lt;sub&gt;≤&lt;i&gt;t&lt;/i&gt;&lt;/sub&gt;, &lt;i&gt;x&lt;/i&gt;),&lt;/p&gt;&lt;p&gt;gemittelt über einen Batch von 32 Paaren. Backpropagation liefert den Gradienten ∇&lt;sub&gt;θ&lt;/sub&gt;ℒ durch jedes &lt;i&gt;Y&lt;/i&gt; = &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;AV&lt;/i&gt;; &lt;b&gt;AdamW&lt;/b&gt; schreitet gegen ihn, jedes Gewicht skaliert mit gleitenden Mitteln seines Gradienten und dessen Quadrats, mit etwas Weight Decay. Die Lernrate wärmt sich auf und fällt dann entlang eines Kosinus.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Worauf achten.&lt;/b&gt; Der Verlust in Nats pro Token (log. Skala; Raten ergibt log &lt;i&gt;V&lt;/i&gt;). Die exakten Treffer: der Anteil ungesehener Validierungseingaben, die die gierige Decodierung ganz richtig macht. Die Heatmap: &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;A&lt;/i&gt; eines festen Beispiels — bei der Cross-Attention sind die Zeilen die Eingabetokens des Decoders (&amp;lt;s&amp;gt; zuerst), die Spalten die Quelltokens. Sie beginnt als Rauschen, mit fast gleichverteilten Zeilen. Während das Modell lernt, legt sich jede Zeile auf das Quellsymbol, das es als Nächstes schreiben muss: eine Diagonale für &lt;i&gt;Kopieren&lt;/i&gt;, eine &lt;b&gt;Antidiagonale&lt;/b&gt; für &lt;i&gt;Umkehren&lt;/i&gt;, eine Permutation für &lt;i&gt;Sortieren&lt;/i&gt;, ungefähr das Wort-Alignment für Englisch → Deutsch.&lt;/p&gt;&lt;p&gt;Das Beispiel wird mit Teacher Forcing gelesen (das richtige Ziel als Eingabe des Decoders), daher bleiben seine Zeilen stehen, während sich die Gewichte ändern; die Zeile darüber sagt, was die gierige Decodierung jetzt antwortet. &lt;i&gt;In den Hauptansichten öffnen&lt;/i&gt; lädt die Gewichte in die anderen Seiten.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Preparing the data, the tokenizer and random weights…</source>
        <translation>Daten, Tokenizer und Zufallsgewichte werden vorbereitet…</translation>
    </message>
    <message>
        <source>Cannot save the model</source>
        <translation>Modell kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>“%1” could not be written.</source>
        <translation>„%1“ konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Training failed: %1</source>
        <translation>Training fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Save the trained model</source>
        <translation>Trainiertes Modell speichern</translation>
    </message>
    <message>
        <source>Attention Atlas checkpoints (*.safetensors)</source>
        <translation>Attention-Atlas-Checkpoints (*.safetensors)</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>%1 wird gespeichert…</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>cross-entropy (nats/token, log scale)</source>
        <translation>Kreuzentropie (Nats/Token, log. Skala)</translation>
    </message>
    <message>
        <source>training batches</source>
        <translation>Trainings-Batches</translation>
    </message>
    <message>
        <source>validation</source>
        <translation>Validierung</translation>
    </message>
    <message>
        <source>exact match (%)</source>
        <translation>exakte Treffer (%)</translation>
    </message>
    <message>
        <source>greedy decoding entirely right</source>
        <translation>gierige Decodierung ganz richtig</translation>
    </message>
    <message>
        <source>&lt;b&gt;Example&lt;/b&gt; (never trained on): %1 &amp;nbsp;→&amp;nbsp; %2</source>
        <translation>&lt;b&gt;Beispiel&lt;/b&gt; (nie darauf trainiert): %1 &amp;nbsp;→&amp;nbsp; %2</translation>
    </message>
    <message>
        <source>%1 · %2 parameters · %3 training pairs, %4 validation</source>
        <translation>%1 · %2 Parameter · %3 Trainingspaare, %4 zur Validierung</translation>
    </message>
    <message>
        <source>step %1 of %2 · %3 s · %4 tokens/s · learning rate %5 · loss %6</source>
        <translation>Schritt %1 von %2 · %3 s · %4 Tokens/s · Lernrate %5 · Verlust %6</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>at step %1; best so far %2 %</source>
        <translation>bei Schritt %1; bisher bestes %2 %</translation>
    </message>
    <message>
        <source>&lt;b&gt;Greedy answer&lt;/b&gt; at step %1: %2 &amp;nbsp;&lt;span style=&apos;color:%3&apos;&gt;%4&lt;/span&gt;</source>
        <translation>&lt;b&gt;Gierige Antwort&lt;/b&gt; bei Schritt %1: %2 &amp;nbsp;&lt;span style=&apos;color:%3&apos;&gt;%4&lt;/span&gt;</translation>
    </message>
    <message>
        <source>(nothing)</source>
        <translation>(nichts)</translation>
    </message>
    <message>
        <source>✓ right</source>
        <translation>✓ richtig</translation>
    </message>
    <message>
        <source>✗ not yet</source>
        <translation>✗ noch nicht</translation>
    </message>
    <message>
        <source>Train again</source>
        <translation>Erneut trainieren</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source> · finished</source>
        <translation> · fertig</translation>
    </message>
    <message>
        <source>Paused at step %1</source>
        <translation>Angehalten bei Schritt %1</translation>
    </message>
    <message>
        <source>Training lab</source>
        <translation>Trainingslabor</translation>
    </message>
    <message>
        <source>Cannot create %1</source>
        <translation>%1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>The model in use, &lt;b&gt;%1&lt;/b&gt;, is a Hugging Face model: Attention Atlas reads it but does not train it. The lab trains small models of its own from random weights; a run here leaves %1 as it is.</source>
        <translation>Das verwendete Modell &lt;b&gt;%1&lt;/b&gt; ist ein Hugging-Face-Modell: Attention Atlas liest es, trainiert es aber nicht. Das Trainingslabor trainiert eigene kleine Modelle aus zufälligen Gewichten; ein Lauf hier lässt %1 unverändert.</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>Architektur</translation>
    </message>
    <message>
        <source>Encoder-decoder</source>
        <translation>Encoder-Decoder</translation>
    </message>
    <message>
        <source>Decoder-only</source>
        <translation>Nur Decoder</translation>
    </message>
    <message>
        <source>Tiny (d 32, %1 layers)</source>
        <translation>Winzig (d 32, %1 Schichten)</translation>
    </message>
    <message>
        <source>Small (d 64, %1 layers)</source>
        <translation>Klein (d 64, %1 Schichten)</translation>
    </message>
    <message>
        <source>One causal map of the whole sequence: rows and columns are &lt;s&gt;, the prompt (the task&apos;s source), ⇒ and the continuation (its target). Each row sees only itself and the columns before it; the rows from ⇒ on write the answer.</source>
        <translation>Eine kausale Karte der ganzen Folge: Zeilen und Spalten sind &lt;s&gt;, der Prompt (die Quelle der Aufgabe), ⇒ und die Fortsetzung (ihr Ziel). Jede Zeile sieht nur sich selbst und die Spalten davor; die Zeilen ab ⇒ schreiben die Antwort.</translation>
    </message>
    <message>
        <source>Rows: the decoder&apos;s input, &lt;s&gt; first; columns: the source.</source>
        <translation>Zeilen: die Eingabe des Decoders, zuerst &lt;s&gt;; Spalten: die Quelle.</translation>
    </message>
    <message>
        <source>Rows and columns: the decoder&apos;s input, &lt;s&gt; first; each row sees only itself and the columns before it.</source>
        <translation>Zeilen und Spalten: die Eingabe des Decoders, zuerst &lt;s&gt;; jede Zeile sieht nur sich selbst und die Spalten davor.</translation>
    </message>
    <message>
        <source>Rows and columns: the source; every token sees every other.</source>
        <translation>Zeilen und Spalten: die Quelle; jedes Token sieht jedes andere.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Decoder-only&lt;/b&gt; models read the same pair as one sequence &amp;lt;s&amp;gt; &lt;i&gt;x&lt;/i&gt; ⇒ &lt;i&gt;y&lt;/i&gt; &amp;lt;/s&amp;gt; through one causal stack; the loss is the same sum over the target and &amp;lt;/s&amp;gt;, the prompt&apos;s rows are not trained. Their only attention is the decoder&apos;s self-attention over the whole sequence, rows and columns alike: the rows from ⇒ on look back at the prompt&apos;s columns and form the same diagonal, anti-diagonal or permutation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Nur-Decoder&lt;/b&gt;-Modelle lesen dasselbe Paar als eine Folge &amp;lt;s&amp;gt; &lt;i&gt;x&lt;/i&gt; ⇒ &lt;i&gt;y&lt;/i&gt; &amp;lt;/s&amp;gt; durch einen kausalen Stapel; der Verlust ist dieselbe Summe über das Ziel und &amp;lt;/s&amp;gt;, die Zeilen des Prompts werden nicht trainiert. Ihre einzige Attention ist die Self-Attention des Decoders über die ganze Folge, Zeilen wie Spalten: Die Zeilen ab ⇒ blicken auf die Spalten des Prompts zurück und bilden dieselbe Diagonale, Antidiagonale oder Permutation.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Encoder-only (masked)</source>
        <translation>Encoder-only (maskiert)</translation>
    </message>
    <message>
        <source>Encoder-decoder: the decoder reads the encoded source through cross-attention. Decoder-only: one causal stack reads the source, ⇒ and the target as one sequence. Encoder-only: one stack that sees both ways reads the same sequence with some pieces masked, and learns to fill them from the other half.</source>
        <translation>Encoder-Decoder: Der Decoder liest die codierte Quelle über Cross-Attention. Decoder-only: Ein kausaler Stapel liest Quelle, ⇒ und Ziel als eine Folge. Encoder-only: Ein Stapel, der in beide Richtungen sieht, liest dieselbe Folge mit einigen maskierten Stücken und lernt, sie aus der anderen Hälfte zu füllen.</translation>
    </message>
    <message>
        <source>One map of the whole sequence, both ways: rows and columns are &lt;s&gt;, the source, ⇒, the target with its masks and &lt;/s&gt;. A mask&apos;s row learns to look across ⇒ to the symbol it hides.</source>
        <translation>Eine Karte der ganzen Folge, in beide Richtungen: Zeilen und Spalten sind &lt;s&gt;, die Quelle, ⇒, das Ziel mit seinen Masken und &lt;/s&gt;. Die Zeile einer Maske lernt, über ⇒ hinweg auf das Symbol zu schauen, das sie verbirgt.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Encoder-only&lt;/b&gt; models read that sequence through one stack that sees both ways, with 15 % of its pieces masked afresh each time (BERT&apos;s masked language modelling); the loss is over the masked pieces alone. A masked symbol is found in the other half: the mask&apos;s row learns to look across ⇒ to its partner, so &lt;i&gt;copy&lt;/i&gt; draws two off-diagonals, one each way. The accuracy is then the share of pieces the model guesses first when each is masked alone.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Encoder-only&lt;/b&gt;-Modelle lesen diese Folge durch einen Stapel, der in beide Richtungen sieht, wobei jedes Mal 15 % ihrer Stücke neu maskiert werden (das Masked Language Modelling von BERT); der Verlust zählt nur die maskierten Stücke. Ein maskiertes Symbol findet sich in der anderen Hälfte: Die Zeile der Maske lernt, über ⇒ hinweg auf ihr Gegenstück zu schauen, so zeichnet &lt;i&gt;copy&lt;/i&gt; zwei Nebendiagonalen, eine in jede Richtung. Die Genauigkeit ist dann der Anteil der Stücke, die das Modell an erster Stelle errät, wenn jedes allein maskiert ist.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Validation masked top-1</source>
        <translation>Validierung: maskierte Top-1</translation>
    </message>
    <message>
        <source>pieces guessed first (%)</source>
        <translation>zuerst erratene Teilstücke (%)</translation>
    </message>
    <message>
        <source>each piece masked alone</source>
        <translation>jedes Teilstück einzeln maskiert</translation>
    </message>
</context>
<context>
    <name>atlas::UiZoom</name>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>&amp;Originalgröße</translation>
    </message>
</context>
<context>
    <name>atlas::UnknownWordHighlighter</name>
    <message>
        <source>“%1” is not in the built-in model&apos;s vocabulary: it will be split into pieces the model never saw in this role.</source>
        <translation>„%1“ gehört nicht zum Vokabular des eingebauten Modells: Es wird in Stücke zerlegt, die das Modell in dieser Rolle nie gesehen hat.</translation>
    </message>
</context>
<context>
    <name>atlas::UserGuide</name>
    <message>
        <source>User guide — Attention Atlas</source>
        <translation>Benutzerhandbuch — Attention Atlas</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Vorwärts</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
</context>
<context>
    <name>atlas::ViewToolBar</name>
    <message>
        <source>View</source>
        <translation>Ansicht</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <source>Which attention: the encoder reading the source, the decoder reading its own output so far, or the decoder reading the source (cross-attention)</source>
        <translation>Welche Attention: der Encoder liest die Quelle, der Decoder liest seine bisherige Ausgabe, oder der Decoder liest die Quelle (Cross-Attention)</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Schicht</translation>
    </message>
    <message>
        <source>Layer (Alt+Up / Alt+Down)</source>
        <translation>Schicht (Alt+Hoch / Alt+Runter)</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Kopf</translation>
    </message>
    <message>
        <source>Head, or the mean over heads (Alt+Left / Alt+Right)</source>
        <translation>Kopf, oder das Mittel über die Köpfe (Alt+Links / Alt+Rechts)</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Farben</translation>
    </message>
    <message>
        <source>Colormap</source>
        <translation>Farbskala</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Skala</translation>
    </message>
    <message>
        <source>Linear, or logarithmic to see small weights (Alt+G)</source>
        <translation>Linear, oder logarithmisch, um kleine Gewichte zu sehen (Alt+G)</translation>
    </message>
    <message>
        <source>Linear</source>
        <translation>Linear</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Log</translation>
    </message>
    <message>
        <source>Next layer</source>
        <translation>Nächste Schicht</translation>
    </message>
    <message>
        <source>Previous layer</source>
        <translation>Vorherige Schicht</translation>
    </message>
    <message>
        <source>Next head</source>
        <translation>Nächster Kopf</translation>
    </message>
    <message>
        <source>Previous head</source>
        <translation>Vorheriger Kopf</translation>
    </message>
    <message>
        <source>Mean over heads</source>
        <translation>Mittel über die Köpfe</translation>
    </message>
    <message>
        <source>Linear / log scale</source>
        <translation>Lineare / logarithmische Skala</translation>
    </message>
    <message>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>%1 · KV %2</source>
        <translation>%1 · KV %2</translation>
    </message>
    <message>
        <source>%1 + %2</source>
        <extracomment>two attention stacks drawn side by side, e.g. &quot;Decoder masked self-attention + Cross-attention&quot;</extracomment>
        <translation>%1 + %2</translation>
    </message>
    <message>
        <source>What this page draws, whatever stack is chosen; the other pages keep the stack chosen there (%1)</source>
        <translation>Was diese Seite zeichnet, unabhängig vom gewählten Stapel; die anderen Seiten behalten den dort gewählten Stapel (%1)</translation>
    </message>
</context>
<context>
    <name>atlas::views::AlignmentLinesWidget</name>
    <message>
        <source>No translation to align yet</source>
        <translation>Noch keine Übersetzung zum Ausrichten</translation>
    </message>
    <message>
        <source>source · keys</source>
        <translation>Quelle · Keys</translation>
    </message>
    <message>
        <source>decoder input · queries</source>
        <translation>Decoder-Eingabe · Queries</translation>
    </message>
</context>
<context>
    <name>atlas::views::AttentionGridWidget</name>
    <message>
        <source>L%1</source>
        <translation>L%1</translation>
    </message>
    <message>
        <source>No attention maps yet</source>
        <translation>Noch keine Attention-Karten</translation>
    </message>
    <message>
        <source>each map coloured from 0 to its own maximum; click one to see it large</source>
        <translation>jede Karte von 0 bis zu ihrem eigenen Maximum gefärbt; eine anklicken, um sie groß zu sehen</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>H%1</source>
        <translation>H%1</translation>
    </message>
    <message>
        <source>KV %1</source>
        <translation>KV %1</translation>
    </message>
    <message numerus="yes">
        <source>%n layer</source>
        <translation>
            <numerusform>%n Schicht</numerusform>
            <numerusform>%n Schichten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n layers</source>
        <translation>
            <numerusform>%n Schicht</numerusform>
            <numerusform>%n Schichten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n head</source>
        <translation>
            <numerusform>%n Kopf</numerusform>
            <numerusform>%n Köpfe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n heads</source>
        <translation>
            <numerusform>%n Kopf</numerusform>
            <numerusform>%n Köpfe</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2 × %3</source>
        <translation>%1 · %2 × %3</translation>
    </message>
</context>
<context>
    <name>atlas::views::CacheLayersWidget</name>
    <message>
        <source>L%1</source>
        <translation>L%1</translation>
    </message>
    <message numerus="yes">
        <source>%n token</source>
        <translation>
            <numerusform>%n Token</numerusform>
            <numerusform>%n Tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tokens</source>
        <translation>
            <numerusform>%n Token</numerusform>
            <numerusform>%n Tokens</numerusform>
        </translation>
    </message>
    <message>
        <source> · capped</source>
        <extracomment>the cache holds all it can: the sliding window is full</extracomment>
        <translation> · gedeckelt</translation>
    </message>
</context>
<context>
    <name>atlas::views::ComparePanel</name>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Two heads</source>
        <translation>Zwei Köpfe</translation>
    </message>
    <message>
        <source>Two layers</source>
        <translation>Zwei Schichten</translation>
    </message>
    <message>
        <source>Two sentences</source>
        <translation>Zwei Sätze</translation>
    </message>
    <message>
        <source>Sentence B, e.g. the same sentence with one word changed</source>
        <translation>Satz B, z. B. derselbe Satz mit einem geänderten Wort</translation>
    </message>
    <message>
        <source>Red: A attends more · blue: B attends more · white: the same</source>
        <translation>Rot: A beachtet mehr · blau: B beachtet mehr · weiß: gleich</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>Schicht %1</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>Kopf %1</translation>
    </message>
    <message>
        <source>Nothing to compare yet.</source>
        <translation>Noch nichts zu vergleichen.</translation>
    </message>
</context>
<context>
    <name>atlas::views::CopyableTableView</name>
    <message>
        <source>Copy as tab-separated text</source>
        <translation>Als tabulatorgetrennten Text kopieren</translation>
    </message>
</context>
<context>
    <name>atlas::views::CrossAttentionView</name>
    <message>
        <source>Lines for weights below this are not drawn</source>
        <translation>Linien für Gewichte darunter werden nicht gezeichnet</translation>
    </message>
    <message>
        <source>&amp;Hide lines below weight:</source>
        <translation>Linien unter Gewicht &amp;ausblenden:</translation>
    </message>
    <message>
        <source>target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Each decoder position reads the source: line opacity and width = weight</source>
        <translation>Jede Decoder-Position liest die Quelle: Deckkraft und Breite der Linie = Gewicht</translation>
    </message>
    <message>
        <source>Each row that predicts the German reads the English in the same sequence: line opacity and width = weight</source>
        <translation>Jede Zeile, die das Deutsche vorhersagt, liest das Englische in derselben Folge: Deckkraft und Breite der Linie = Gewicht</translation>
    </message>
    <message>
        <source>Self-attention, German rows × English columns · layer %1</source>
        <extracomment>a decoder-only model&apos;s self-attention, rows predicting the German × the English columns</extracomment>
        <translation>Self-Attention, deutsche Zeilen × englische Spalten · Schicht %1</translation>
    </message>
    <message>
        <source>mean over heads</source>
        <translation>Mittel über die Köpfe</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>Kopf %1</translation>
    </message>
    <message>
        <source>sentence A</source>
        <translation>Satz A</translation>
    </message>
    <message>
        <source>sentence B</source>
        <translation>Satz B</translation>
    </message>
    <message>
        <source>%1 · keys</source>
        <extracomment>the tokens of one sentence of a pair, as keys (or queries) of the attention shown</extracomment>
        <translation>%1 · Keys</translation>
    </message>
    <message>
        <source>%1 · queries</source>
        <translation>%1 · Queries</translation>
    </message>
    <message>
        <source>Each token of sentence A reads sentence B: line opacity and width = weight</source>
        <translation>Jedes Token von Satz A liest Satz B: Deckkraft und Breite der Linie = Gewicht</translation>
    </message>
    <message>
        <source>Each token of sentence B reads sentence A: line opacity and width = weight</source>
        <translation>Jedes Token von Satz B liest Satz A: Deckkraft und Breite der Linie = Gewicht</translation>
    </message>
    <message>
        <source>Sentence A reads B · layer %1</source>
        <translation>Satz A liest B · Schicht %1</translation>
    </message>
    <message>
        <source>Sentence B reads A · layer %1</source>
        <translation>Satz B liest A · Schicht %1</translation>
    </message>
</context>
<context>
    <name>atlas::views::DecodingCostPanel</name>
    <message>
        <source>N = </source>
        <translation>N = </translation>
    </message>
    <message>
        <source> steps</source>
        <translation> Schritte</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Messen</translation>
    </message>
    <message>
        <source>Decode</source>
        <translation>Decodieren</translation>
    </message>
    <message>
        <source>Timing each step with and without the cache…</source>
        <translation>Jeder Schritt wird mit und ohne Cache gemessen…</translation>
    </message>
    <message>
        <source>Cannot time: %1</source>
        <translation>Zeitmessung nicht möglich: %1</translation>
    </message>
    <message>
        <source>with the KV cache</source>
        <translation>mit dem KV-Cache</translation>
    </message>
    <message>
        <source>without: whole prefix again</source>
        <translation>ohne: ganzes Präfix erneut</translation>
    </message>
    <message>
        <source>cached, MFLOP</source>
        <translation>gecacht, MFLOP</translation>
    </message>
    <message>
        <source>uncached, MFLOP</source>
        <translation>ungecacht, MFLOP</translation>
    </message>
    <message>
        <source>step t</source>
        <translation>Schritt t</translation>
    </message>
    <message>
        <source>FLOPs, cached</source>
        <translation>FLOPs, mit Cache</translation>
    </message>
    <message>
        <source>FLOPs, uncached</source>
        <translation>FLOPs, ohne Cache</translation>
    </message>
    <message>
        <source>Σ cached</source>
        <translation>Σ mit Cache</translation>
    </message>
    <message>
        <source>Σ uncached</source>
        <translation>Σ ohne Cache</translation>
    </message>
    <message>
        <source>Σ ratio</source>
        <translation>Σ Verhältnis</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>Time per decoding step · %1 model</source>
        <translation>Zeit pro Decodierschritt · Modell %1</translation>
    </message>
    <message>
        <source>decoding step t (tokens in the decoder input)</source>
        <translation>Decodierschritt t (Tokens in der Decoder-Eingabe)</translation>
    </message>
    <message>
        <source>milliseconds per step</source>
        <translation>Millisekunden pro Schritt</translation>
    </message>
    <message>
        <source>Running total: time (solid) and FLOPs (dashed)</source>
        <translation>Laufende Summe: Zeit (durchgezogen) und FLOPs (gestrichelt)</translation>
    </message>
    <message>
        <source>tokens generated N</source>
        <translation>erzeugte Tokens N</translation>
    </message>
    <message>
        <source>total milliseconds</source>
        <translation>Millisekunden gesamt</translation>
    </message>
    <message>
        <source>total MFLOP</source>
        <translation>MFLOP gesamt</translation>
    </message>
    <message>
        <source>Cancelled before the first step.</source>
        <translation>Vor dem ersten Schritt abgebrochen.</translation>
    </message>
    <message>
        <source>&lt;p&gt;Over N = %1 steps (source n = %2): with the cache &lt;b&gt;%3 ms&lt;/b&gt; and %4; without it &lt;b&gt;%5 ms&lt;/b&gt; and %6 — %7× the time, %8× the work.&lt;/p&gt;&lt;p&gt;Growth of the totals over the last half, as N&lt;sup&gt;p&lt;/sup&gt;: time p = %9 with the cache and %10 without; FLOPs p = %11 and %12.&lt;/p&gt;&lt;p&gt;With the cache a step costs a + b·t (the new token&apos;s projections, then scores against t cached keys): O(N²) in total. Without it, step t costs a + b·t + c·t² (t tokens projected, then the t × t scores S = QKᵀ and A·V): O(N³) in total. For this model&apos;s widths c·t² overtakes b·t only at t ≈ %13, so within its %14 positions the cubic term is still growing into view; the gap widens with every token.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Über N = %1 Schritte (Quelle n = %2): mit Cache &lt;b&gt;%3 ms&lt;/b&gt; und %4; ohne &lt;b&gt;%5 ms&lt;/b&gt; und %6 — %7× die Zeit, %8× die Arbeit.&lt;/p&gt;&lt;p&gt;Wachstum der Summen über die letzte Hälfte, als N&lt;sup&gt;p&lt;/sup&gt;: Zeit p = %9 mit Cache und %10 ohne; FLOPs p = %11 und %12.&lt;/p&gt;&lt;p&gt;Mit Cache kostet ein Schritt a + b·t (die Projektionen des neuen Tokens, dann Scores gegen t gecachte Keys): O(N²) insgesamt. Ohne kostet Schritt t a + b·t + c·t² (t Tokens projiziert, dann die t × t Scores S = QKᵀ und A·V): O(N³) insgesamt. Bei den Breiten dieses Modells überholt c·t² b·t erst bei t ≈ %13, innerhalb seiner %14 Positionen wächst der kubische Term also erst ins Bild; der Abstand wird mit jedem Token größer.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>∞</source>
        <translation>∞</translation>
    </message>
</context>
<context>
    <name>atlas::views::DecodingSteps</name>
    <message>
        <source>&amp;Step through decoding</source>
        <translation>Decodierung &amp;schrittweise</translation>
    </message>
    <message>
        <source>Decode the translation one token at a time with the KV cache and watch each decoder map grow by one row (Ctrl+T)</source>
        <translation>Die Übersetzung Token für Token mit dem KV-Cache decodieren und zusehen, wie jede Decoder-Karte um eine Zeile wächst (Strg+T)</translation>
    </message>
    <message>
        <source>Previous token</source>
        <translation>Vorheriges Token</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>Previous token (, or Page Up)</source>
        <translation>Vorheriges Token (, oder Bild auf)</translation>
    </message>
    <message>
        <source>Next token</source>
        <translation>Nächstes Token</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <source>Next token, decoded with the KV cache (. or Page Down)</source>
        <translation>Nächstes Token, mit dem KV-Cache decodiert (. oder Bild ab)</translation>
    </message>
    <message>
        <source>Back to step 0</source>
        <translation>Zurück zu Schritt 0</translation>
    </message>
    <message>
        <source>Back to step 0: nothing decoded yet (0)</source>
        <translation>Zurück zu Schritt 0: noch nichts decodiert (0)</translation>
    </message>
    <message>
        <source>⇤ Step 0</source>
        <translation>⇤ Schritt 0</translation>
    </message>
</context>
<context>
    <name>atlas::views::EmbeddingsView</name>
    <message>
        <source>token</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>dimension</source>
        <translation>Dimension</translation>
    </message>
    <message>
        <source>&amp;Vectors at:</source>
        <translation>&amp;Vektoren nach:</translation>
    </message>
    <message>
        <source>after encoder layer %1</source>
        <translation>nach Encoder-Schicht %1</translation>
    </message>
    <message>
        <source>+ positional encodings PE (sinusoidal)</source>
        <translation>+ Positionskodierungen PE (sinusförmig)</translation>
    </message>
    <message>
        <source>PCA of the token vectors · %1</source>
        <translation>PCA der Token-Vektoren · %1</translation>
    </message>
    <message>
        <source>Cosine similarity · %1 · blue −1, white 0, red +1</source>
        <translation>Kosinusähnlichkeit · %1 · blau −1, weiß 0, rot +1</translation>
    </message>
    <message>
        <source>Token embeddings E[id]·√d_model (tokens × d_model)</source>
        <translation>Token-Embeddings E[id]·√d_model (Tokens × d_model)</translation>
    </message>
    <message>
        <source>= decoder input X = E[id]·√d_model + PE</source>
        <translation>= Decoder-Eingabe X = E[id]·√d_model + PE</translation>
    </message>
    <message>
        <source>= encoder input X = E[id]·√d_model + PE</source>
        <translation>= Encoder-Eingabe X = E[id]·√d_model + PE</translation>
    </message>
    <message>
        <source>input embeddings (E·√d_model + PE)</source>
        <translation>Eingabe-Embeddings (E·√d_model + PE)</translation>
    </message>
    <message>
        <source>+ positional encodings PE: none</source>
        <translation>+ Positionskodierungen PE: keine</translation>
    </message>
    <message>
        <source>This model adds nothing for the position (PE = 0): the input below is E alone. Its positions are rotary (RoPE): attention turns each query and key by an angle that grows with its position (see “Rotary positions”).</source>
        <translation>Dieses Modell addiert nichts für die Position (PE = 0): die Eingabe darunter ist E allein. Seine Positionen sind rotierend (RoPE): die Attention dreht jede Query und jeden Key um einen Winkel, der mit der Position wächst (siehe „Rotationspositionen“).</translation>
    </message>
    <message>
        <source>This model&apos;s forward pass reports no positional encodings, so there is no table to draw.</source>
        <translation>Der Vorwärtsdurchlauf dieses Modells liefert keine Positionskodierungen, also gibt es keine Tabelle zu zeichnen.</translation>
    </message>
    <message>
        <source>= decoder input X = E[id]·√d_model (PE = 0)</source>
        <translation>= Decoder-Eingabe X = E[id]·√d_model (PE = 0)</translation>
    </message>
    <message>
        <source>= encoder input X = E[id]·√d_model (PE = 0)</source>
        <translation>= Encoder-Eingabe X = E[id]·√d_model (PE = 0)</translation>
    </message>
    <message>
        <source>+ learned positions P[p] (one trained row a position)</source>
        <translation>+ gelernte Positionen P[p] (eine trainierte Zeile je Position)</translation>
    </message>
    <message>
        <source>= encoder input X = LayerNorm(E[id] + P[p] + T[type 0])</source>
        <translation>= Encoder-Eingabe X = LayerNorm(E[id] + P[p] + T[Typ 0])</translation>
    </message>
</context>
<context>
    <name>atlas::views::ErrorSweepChart</name>
    <message>
        <source>‖P − P̃‖₂ / ‖P‖₂</source>
        <translation>‖P − P̃‖₂ / ‖P‖₂</translation>
    </message>
    <message>
        <source>min–max</source>
        <translation>Min–Max</translation>
    </message>
    <message>
        <source>median over seeds</source>
        <translation>Median über Seeds</translation>
    </message>
</context>
<context>
    <name>atlas::views::Glossary</name>
    <message>
        <source>&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt;: the width of one head&apos;s queries and keys; the scores are scaled by 1/√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt;</source>
        <translation>&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt;: die Breite der Queries und Keys eines Kopfes; die Scores werden mit 1/√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt; skaliert</translation>
    </message>
    <message>
        <source>&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt;: the width of the token vectors (the residual stream)</source>
        <translation>&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt;: die Breite der Token-Vektoren (des Residualstroms)</translation>
    </message>
    <message>
        <source>&lt;i&gt;d&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt;: the width of one head&apos;s values (and of its queries and keys without a rotary part)</source>
        <translation>&lt;i&gt;d&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt;: die Breite der Values eines Kopfes (und seiner Queries und Keys ohne Rotationsanteil)</translation>
    </message>
    <message>
        <source>&lt;i&gt;H&lt;/i&gt;: the number of attention heads</source>
        <translation>&lt;i&gt;H&lt;/i&gt;: die Anzahl der Attention-Köpfe</translation>
    </message>
    <message>
        <source>&lt;i&gt;H&lt;/i&gt;&lt;sub&gt;kv&lt;/sub&gt;: the number of key/value heads (GQA: fewer than &lt;i&gt;H&lt;/i&gt;, MQA: one)</source>
        <translation>&lt;i&gt;H&lt;/i&gt;&lt;sub&gt;kv&lt;/sub&gt;: die Anzahl der Key/Value-Köpfe (GQA: weniger als &lt;i&gt;H&lt;/i&gt;, MQA: einer)</translation>
    </message>
    <message>
        <source>&lt;i&gt;L&lt;/i&gt;: MLA&apos;s latent, &lt;i&gt;d&lt;sub&gt;c&lt;/sub&gt;&lt;/i&gt; numbers per token from which every head expands its keys and values</source>
        <translation>&lt;i&gt;L&lt;/i&gt;: das Latent von MLA, &lt;i&gt;d&lt;sub&gt;c&lt;/sub&gt;&lt;/i&gt; Zahlen pro Token, aus denen jeder Kopf seine Keys und Values expandiert</translation>
    </message>
    <message>
        <source>&lt;i&gt;d&lt;sub&gt;c&lt;/sub&gt;&lt;/i&gt;: the width of MLA&apos;s latent &lt;i&gt;L&lt;/i&gt;</source>
        <translation>&lt;i&gt;d&lt;sub&gt;c&lt;/sub&gt;&lt;/i&gt;: die Breite des MLA-Latents &lt;i&gt;L&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;k&lt;sub&gt;r&lt;/sub&gt;&lt;/i&gt;: MLA&apos;s rotary key, shared by the heads and cached beside &lt;i&gt;L&lt;/i&gt;</source>
        <translation>&lt;i&gt;k&lt;sub&gt;r&lt;/sub&gt;&lt;/i&gt;: der Rotations-Key von MLA, den sich die Köpfe teilen und der neben &lt;i&gt;L&lt;/i&gt; gecacht wird</translation>
    </message>
    <message>
        <source>&lt;i&gt;d&lt;sub&gt;r&lt;/sub&gt;&lt;/i&gt;: the width of MLA&apos;s rotary part</source>
        <translation>&lt;i&gt;d&lt;sub&gt;r&lt;/sub&gt;&lt;/i&gt;: die Breite des Rotationsanteils von MLA</translation>
    </message>
    <message>
        <source>&lt;i&gt;W&lt;/i&gt;&lt;sup&gt;LQK&lt;/sup&gt;: one head&apos;s query and key weights multiplied into one &lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt; × &lt;i&gt;d&lt;sub&gt;c&lt;/sub&gt;&lt;/i&gt; matrix (MLA&apos;s absorption)</source>
        <translation>&lt;i&gt;W&lt;/i&gt;&lt;sup&gt;LQK&lt;/sup&gt;: die Query- und Key-Gewichte eines Kopfes, zu einer einzigen &lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt; × &lt;i&gt;d&lt;sub&gt;c&lt;/sub&gt;&lt;/i&gt;-Matrix multipliert (die Absorption von MLA)</translation>
    </message>
    <message>
        <source>&lt;i&gt;W&lt;sub&gt;O&lt;/sub&gt;&lt;/i&gt;: the output projection that mixes the heads&apos; results back into the residual stream</source>
        <translation>&lt;i&gt;W&lt;sub&gt;O&lt;/sub&gt;&lt;/i&gt;: die Ausgabeprojektion, die die Ergebnisse der Köpfe zurück in den Residualstrom mischt</translation>
    </message>
    <message>
        <source>&lt;i&gt;X&lt;/i&gt;&lt;sub&gt;enc&lt;/sub&gt;: the encoder&apos;s output states</source>
        <translation>&lt;i&gt;X&lt;/i&gt;&lt;sub&gt;enc&lt;/sub&gt;: die Ausgabezustände des Encoders</translation>
    </message>
    <message>
        <source>&lt;i&gt;X&lt;/i&gt;&lt;sub&gt;dec&lt;/sub&gt;: the decoder&apos;s states</source>
        <translation>&lt;i&gt;X&lt;/i&gt;&lt;sub&gt;dec&lt;/sub&gt;: die Zustände des Decoders</translation>
    </message>
    <message>
        <source>&lt;i&gt;τ&lt;/i&gt;: a factor multiplying the scores (1: the model&apos;s own scale)</source>
        <translation>&lt;i&gt;τ&lt;/i&gt;: ein Faktor, mit dem die Scores multipliziert werden (1: die eigene Skalierung des Modells)</translation>
    </message>
    <message>
        <source>&lt;i&gt;θ&lt;sub&gt;i&lt;/sub&gt;&lt;/i&gt;: the angle per position by which rotary embeddings turn the pair &lt;i&gt;i&lt;/i&gt; of a query or key</source>
        <translation>&lt;i&gt;θ&lt;sub&gt;i&lt;/sub&gt;&lt;/i&gt;: der Winkel pro Position, um den die Rotationspositionen (RoPE) das Paar &lt;i&gt;i&lt;/i&gt; einer Query oder eines Keys drehen</translation>
    </message>
</context>
<context>
    <name>atlas::views::HeadStatsChart</name>
    <message>
        <source>Head statistics</source>
        <translation>Kopfstatistik</translation>
    </message>
    <message>
        <source>entropy in nats · ┊ uniform = %1</source>
        <translation>Entropie (Nats) · ┊ uniform = %1</translation>
    </message>
    <message>
        <source>largest weight</source>
        <translation>größtes Gewicht</translation>
    </message>
    <message>
        <source>H%1</source>
        <translation>H%1</translation>
    </message>
    <message>
        <source>← previous</source>
        <translation>← voriges</translation>
    </message>
    <message>
        <source>next →</source>
        <translation>nächstes →</translation>
    </message>
    <message>
        <source>itself</source>
        <translation>sich selbst</translation>
    </message>
    <message>
        <source>first token</source>
        <translation>erstes Token</translation>
    </message>
    <message>
        <source>separators</source>
        <translation>Trenner</translation>
    </message>
    <message>
        <source>broad</source>
        <translation>breit</translation>
    </message>
    <message>
        <source>looks at</source>
        <translation>schaut auf</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>atlas::views::HeadStatsWidget</name>
    <message>
        <source>Show</source>
        <translation>Zeigen</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Ausblenden</translation>
    </message>
    <message>
        <source>Hide and renormalise rows</source>
        <translation>Ausblenden und Zeilen renormieren</translation>
    </message>
    <message>
        <source>Hide leaves the other weights as they are, so a row then sums to less than 1; renormalise rescales each row to sum 1 over the remaining tokens.</source>
        <translation>Ausblenden lässt die übrigen Gewichte unverändert, eine Zeile summiert sich dann zu weniger als 1; Renormieren skaliert jede Zeile so, dass sie über die verbleibenden Tokens 1 ergibt.</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>Weights below this are drawn as 0.</source>
        <translation>Gewichte darunter werden als 0 gezeichnet.</translation>
    </message>
    <message>
        <source>Special tokens</source>
        <translation>Sondertokens</translation>
    </message>
    <message>
        <source>Hide weights below</source>
        <translation>Gewichte ausblenden unter</translation>
    </message>
    <message>
        <source>%1 · layer %2</source>
        <translation>%1 · Schicht %2</translation>
    </message>
</context>
<context>
    <name>atlas::views::HeatmapWidget</name>
    <message>
        <source>query</source>
        <translation>Query</translation>
    </message>
    <message>
        <source>key</source>
        <translation>Key</translation>
    </message>
    <message>
        <source>%1 %2 → %3 %4: %5</source>
        <extracomment>query &apos;Katze&apos; → key &apos;cat&apos;: 0.734</extracomment>
        <translation>%1 %2 → %3 %4: %5</translation>
    </message>
    <message>
        <source>%1 %2, %3 %4: %5</source>
        <extracomment>token &apos;cat&apos;, dimension 17: 0.734</extracomment>
        <translation>%1 %2, %3 %4: %5</translation>
    </message>
    <message>
        <source>Pinned: %1</source>
        <translation>Angeheftet: %1</translation>
    </message>
    <message>
        <source>Rows: %1 · columns: %2 · hover a cell for its value, click to pin it</source>
        <translation>Zeilen: %1 · Spalten: %2 · Zelle überfahren zeigt den Wert, Klick heftet ihn an</translation>
    </message>
    <message>
        <source>hidden labels: %1</source>
        <extracomment>under a heatmap whose axes are too short to name every token</extracomment>
        <translation>ausgeblendete Beschriftungen: %1</translation>
    </message>
</context>
<context>
    <name>atlas::views::KnownWordsView</name>
    <message>
        <source>No known word contains “%1”.</source>
        <translation>Kein bekanntes Wort enthält „%1“.</translation>
    </message>
    <message>
        <source>%1 English words, every form the corpus writes.</source>
        <translation>%1 englische Wörter, jede Form, die das Korpus schreibt.</translation>
    </message>
    <message>
        <source>%1 of %2 words contain “%3”.</source>
        <translation>%1 von %2 Wörtern enthalten „%3“.</translation>
    </message>
    <message>
        <source>The words the model learnt</source>
        <translation>Die Wörter, die das Modell gelernt hat</translation>
    </message>
    <message>
        <source>Filter the words…</source>
        <translation>Wörter filtern…</translation>
    </message>
    <message>
        <source>Filter the known words</source>
        <translation>Die bekannten Wörter filtern</translation>
    </message>
    <message>
        <source>Known words</source>
        <translation>Bekannte Wörter</translation>
    </message>
    <message>
        <source>Click a word to add it to the source sentence.</source>
        <translation>Klicken Sie auf ein Wort, um es dem Quellsatz hinzuzufügen.</translation>
    </message>
    <message>
        <source>Copy the words</source>
        <translation>Wörter kopieren</translation>
    </message>
    <message>
        <source>Puts the words shown, one per line, on the clipboard.</source>
        <translation>Legt die angezeigten Wörter, eines pro Zeile, in die Zwischenablage.</translation>
    </message>
</context>
<context>
    <name>atlas::views::KvCostPage</name>
    <message>
        <source>Published models</source>
        <translation>Veröffentlichte Modelle</translation>
    </message>
    <message>
        <source>Live cache</source>
        <translation>Live-Cache</translation>
    </message>
    <message>
        <source>MHA · GQA · MQA · MLA</source>
        <translation>MHA · GQA · MQA · MLA</translation>
    </message>
    <message>
        <source>Cost: O(N²) vs O(N³)</source>
        <translation>Kosten: O(N²) gegen O(N³)</translation>
    </message>
    <message>
        <source>MLA explained</source>
        <translation>MLA erklärt</translation>
    </message>
    <message>
        <source>&lt;p&gt;Decoding one token at a time, the model would recompute K and V of the whole prefix at every step: O(N²) work per step, O(N³) in all. The &lt;b&gt;KV cache&lt;/b&gt; keeps them, so each step costs O(N) and the whole O(N²), at the price of memory linear in N:&lt;/p&gt;&lt;p align=center&gt;bytes = b · e · (Σ&lt;sub&gt;layers&lt;/sub&gt; T&lt;sub&gt;ℓ&lt;/sub&gt; + n&lt;sub&gt;cross&lt;/sub&gt; · n)&lt;/p&gt;&lt;p&gt;with &lt;i&gt;e&lt;/i&gt; = 2 H&lt;sub&gt;kv&lt;/sub&gt; d&lt;sub&gt;h&lt;/sub&gt; numbers per token and layer (MHA, GQA, MQA) or d&lt;sub&gt;c&lt;/sub&gt; + d&lt;sub&gt;r&lt;/sub&gt; (MLA); T&lt;sub&gt;ℓ&lt;/sub&gt; = N for a full layer and min(N, W) for a sliding-window layer of window W; n&lt;sub&gt;cross&lt;/sub&gt; layers of cross-attention (encoder-decoders: every decoder layer, decoder-only: none) each caching K and V of the n source tokens once per sentence; &lt;i&gt;b&lt;/i&gt; the bytes of one number (4 for FP32, 2 for BF16 or FP16, 1 for 8-bit). H&lt;sub&gt;kv&lt;/sub&gt; is the number of key/value heads and d&lt;sub&gt;h&lt;/sub&gt; the width of one head.&lt;/p&gt;&lt;p&gt;&lt;b&gt;GQA&lt;/b&gt; lets groups of query heads share one K/V head (&lt;b&gt;MQA&lt;/b&gt;: a single one). &lt;b&gt;MLA&lt;/b&gt; caches one low-rank latent &lt;i&gt;L&lt;/i&gt; = &lt;i&gt;XW&lt;/i&gt;&lt;sup&gt;L&lt;/sup&gt; of d&lt;sub&gt;c&lt;/sub&gt; numbers per token, with the rotary key k&lt;sub&gt;r&lt;/sub&gt; (d&lt;sub&gt;r&lt;/sub&gt; numbers, shared by the heads) kept outside it, and absorbs W&lt;sup&gt;K&lt;/sup&gt;&lt;sub&gt;h&lt;/sub&gt; into the query (W&lt;sup&gt;LQK&lt;/sup&gt;&lt;sub&gt;h&lt;/sub&gt; = W&lt;sup&gt;Q&lt;/sup&gt;&lt;sub&gt;h&lt;/sub&gt;W&lt;sup&gt;K&lt;/sup&gt;&lt;sub&gt;h&lt;/sub&gt;&lt;sup&gt;T&lt;/sup&gt;) and W&lt;sup&gt;V&lt;/sup&gt;&lt;sub&gt;h&lt;/sub&gt; into W&lt;sub&gt;O&lt;/sub&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Beim Decodieren Token für Token müsste das Modell in jedem Schritt K und V des ganzen Präfixes neu berechnen: O(N²) Arbeit pro Schritt, O(N³) insgesamt. Der &lt;b&gt;KV-Cache&lt;/b&gt; behält sie, sodass jeder Schritt O(N) und das Ganze O(N²) kostet, um den Preis von Speicher linear in N:&lt;/p&gt;&lt;p align=center&gt;Bytes = b · e · (Σ&lt;sub&gt;layers&lt;/sub&gt; T&lt;sub&gt;ℓ&lt;/sub&gt; + n&lt;sub&gt;cross&lt;/sub&gt; · n)&lt;/p&gt;&lt;p&gt;mit &lt;i&gt;e&lt;/i&gt; = 2 H&lt;sub&gt;kv&lt;/sub&gt; d&lt;sub&gt;h&lt;/sub&gt; Zahlen pro Token und Schicht (MHA, GQA, MQA) bzw. d&lt;sub&gt;c&lt;/sub&gt; + d&lt;sub&gt;r&lt;/sub&gt; (MLA); T&lt;sub&gt;ℓ&lt;/sub&gt; = N für eine volle Schicht und min(N, W) für eine Schicht mit gleitendem Fenster der Breite W; n&lt;sub&gt;cross&lt;/sub&gt; Schichten mit Cross-Attention (Encoder-Decoder: jede Decoder-Schicht, Nur-Decoder: keine), von denen jede K und V der n Quelltokens einmal pro Satz cacht; &lt;i&gt;b&lt;/i&gt; die Bytes einer Zahl (4 für FP32, 2 für BF16 oder FP16, 1 für 8 Bit). H&lt;sub&gt;kv&lt;/sub&gt; ist die Anzahl der Key/Value-Köpfe und d&lt;sub&gt;h&lt;/sub&gt; die Breite eines Kopfes.&lt;/p&gt;&lt;p&gt;&lt;b&gt;GQA&lt;/b&gt; lässt Gruppen von Query-Köpfen einen K/V-Kopf teilen (&lt;b&gt;MQA&lt;/b&gt;: einen einzigen). &lt;b&gt;MLA&lt;/b&gt; cacht pro Token ein Latent niedrigen Rangs &lt;i&gt;L&lt;/i&gt; = &lt;i&gt;XW&lt;/i&gt;&lt;sup&gt;L&lt;/sup&gt; aus d&lt;sub&gt;c&lt;/sub&gt; Zahlen, wobei der Rotations-Key k&lt;sub&gt;r&lt;/sub&gt; (d&lt;sub&gt;r&lt;/sub&gt; Zahlen, von den Köpfen geteilt) außerhalb davon bleibt, und absorbiert W&lt;sup&gt;K&lt;/sup&gt;&lt;sub&gt;h&lt;/sub&gt; in die Query (W&lt;sup&gt;LQK&lt;/sup&gt;&lt;sub&gt;h&lt;/sub&gt; = W&lt;sup&gt;Q&lt;/sup&gt;&lt;sub&gt;h&lt;/sub&gt;W&lt;sup&gt;K&lt;/sup&gt;&lt;sub&gt;h&lt;/sub&gt;&lt;sup&gt;T&lt;/sup&gt;) und W&lt;sup&gt;V&lt;/sup&gt;&lt;sub&gt;h&lt;/sub&gt; in W&lt;sub&gt;O&lt;/sub&gt;.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>atlas::views::KvMemoryChart</name>
    <message>
        <source>KV cache against context · %1 · batch %2</source>
        <translation>KV-Cache gegen Kontext · %1 · Batch %2</translation>
    </message>
    <message>
        <source>context length T (tokens, log scale)</source>
        <translation>Kontextlänge T (Tokens, log. Skala)</translation>
    </message>
    <message>
        <source>memory (GiB = 2³⁰ bytes, log scale)</source>
        <translation>Speicher (GiB = 2³⁰ Bytes, log. Skala)</translation>
    </message>
    <message>
        <source>%1 GB · %2</source>
        <translation>%1 GB · %2</translation>
    </message>
    <message>
        <source>%1 weights · %2</source>
        <translation>%1 Gewichte · %2</translation>
    </message>
    <message>
        <source>%1
T = %2 tokens: %3</source>
        <translation>%1
T = %2 Tokens: %3</translation>
    </message>
</context>
<context>
    <name>atlas::views::KvStepperPanel</name>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Next token</source>
        <translation>Nächstes Token</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Encode the sentence again: the cross-attention caches only</source>
        <translation>Den Satz erneut codieren: nur die Caches der Cross-Attention</translation>
    </message>
    <message>
        <source>Feed one more token to the decoder, cached</source>
        <translation>Dem Decoder ein weiteres Token geben, mit Cache</translation>
    </message>
    <message>
        <source>Cannot decode: %1</source>
        <translation>Decodieren nicht möglich: %1</translation>
    </message>
    <message>
        <source>No model loaded.</source>
        <translation>Kein Modell geladen.</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Live KV cache of our %1 model · n = %2 source tokens</source>
        <translation>Live-KV-Cache unseres %1-Modells · n = %2 Quelltokens</translation>
    </message>
    <message>
        <source>✓ measured = analytic, to the byte, at steps 0…%1</source>
        <translation>✓ gemessen = analytisch, aufs Byte genau, bei den Schritten 0…%1</translation>
    </message>
    <message>
        <source>✗ mismatch at step %1: measured %2 B, analytic %3 B</source>
        <translation>✗ Abweichung bei Schritt %1: gemessen %2 B, analytisch %3 B</translation>
    </message>
    <message>
        <source>Step 0 of at most %1: the source is encoded and its keys and values cached for cross-attention.</source>
        <translation>Schritt 0 von höchstens %1: die Quelle ist codiert und ihre Keys und Values für die Cross-Attention gecacht.</translation>
    </message>
    <message>
        <source>Step %1 of at most %2 · %3 ms for this token%4</source>
        <translation>Schritt %1 von höchstens %2 · %3 ms für dieses Token%4</translation>
    </message>
    <message>
        <source> · finished</source>
        <translation> · fertig</translation>
    </message>
    <message>
        <source>Decoder input y₀ … y&lt;sub&gt;t&lt;/sub&gt;: %1</source>
        <translation>Decoder-Eingabe y₀ … y&lt;sub&gt;t&lt;/sub&gt;: %1</translation>
    </message>
    <message>
        <source>d&lt;sub&gt;c&lt;/sub&gt; + d&lt;sub&gt;r&lt;/sub&gt; = %1 + %2 = %3</source>
        <translation>d&lt;sub&gt;c&lt;/sub&gt; + d&lt;sub&gt;r&lt;/sub&gt; = %1 + %2 = %3</translation>
    </message>
    <message>
        <source>2·H&lt;sub&gt;kv&lt;/sub&gt;·d&lt;sub&gt;h&lt;/sub&gt; = 2·%1·%2 = %3</source>
        <translation>2·H&lt;sub&gt;kv&lt;/sub&gt;·d&lt;sub&gt;h&lt;/sub&gt; = 2·%1·%2 = %3</translation>
    </message>
    <message>
        <source>Per token and layer the cache keeps %1 numbers × 4 B = %2 B. Self-attention after step t: L·t·%2 B = %3·%4·%2 B = %5 B. Cross-attention: L·n·%2 B = %3·%6·%2 B = %7 B.</source>
        <translation>Pro Token und Schicht hält der Cache %1 Zahlen × 4 B = %2 B. Self-Attention nach Schritt t: L·t·%2 B = %3·%4·%2 B = %5 B. Cross-Attention: L·n·%2 B = %3·%6·%2 B = %7 B.</translation>
    </message>
    <message>
        <source>Empty the caches: a decoder-only model encodes nothing</source>
        <translation>Die Caches leeren: Ein Nur-Decoder-Modell kodiert nichts</translation>
    </message>
    <message>
        <source>Live KV cache of a decoder-only %1 model</source>
        <translation>Live-KV-Cache eines Nur-Decoder-%1-Modells</translation>
    </message>
    <message>
        <source>Step 0 of at most %1: nothing is cached yet. A decoder-only model has no source to encode; each step feeds one token, the prompt&apos;s first.</source>
        <translation>Schritt 0 von höchstens %1: Noch ist nichts im Cache. Ein Nur-Decoder-Modell hat keine Quelle zu kodieren; jeder Schritt speist ein Token ein, zuerst die des Prompts.</translation>
    </message>
    <message>
        <source>Fed so far (the prompt&apos;s %1 tokens, then the generated ones in italics): %2</source>
        <translation>Bisher eingespeist (die %1 Tokens des Prompts, dann die erzeugten kursiv): %2</translation>
    </message>
    <message>
        <source> → next: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation> → als Nächstes: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Per token and layer the cache keeps %1 numbers × 4 B = %2 B. After step t every full layer holds t tokens</source>
        <translation>Je Token und Schicht hält der Cache %1 Zahlen × 4 B = %2 B. Nach Schritt t hält jede volle Schicht t Tokens</translation>
    </message>
    <message>
        <source>, each of the %1 sliding layers min(t, W) = min(%2, %3)</source>
        <translation>, jede der %1 gleitenden Schichten min(t, W) = min(%2, %3)</translation>
    </message>
    <message>
        <source>: %1 B in all. No cross-attention: nothing is encoded.</source>
        <translation>: %1 B insgesamt. Keine Cross-Attention: Nichts wird kodiert.</translation>
    </message>
    <message>
        <source>An encoder keeps no KV cache. It reads the whole text at once, every position attending to every other, before and after it, and writes nothing token by token: there is no later step that could reuse a key or a value.</source>
        <translation>Ein Encoder hält keinen KV-Cache. Er liest den ganzen Text auf einmal, jede Position achtet auf jede andere, davor und danach, und schreibt nichts Token für Token: Es gibt keinen späteren Schritt, der einen Schlüssel oder Wert wiederverwenden könnte.</translation>
    </message>
    <message>
        <source>A decoder-only model of the same size (L = %1 layers, %2 heads of %3) would keep 2·H·d_h = %4 numbers per token and layer, L·%4·4 B = %5 B per token: %6 B for %7 tokens, its longest text.</source>
        <translation>Ein Decoder-only-Modell gleicher Größe (L = %1 Schichten, %2 Köpfe zu %3) hielte 2·H·d_h = %4 Zahlen je Token und Schicht, L·%4·4 B = %5 B je Token: %6 B für %7 Token, seinen längsten Text.</translation>
    </message>
</context>
<context>
    <name>atlas::views::KvVariantsPanel</name>
    <message>
        <source>Decoding the sentence with the four built-in variants…</source>
        <translation>Der Satz wird mit den vier eingebauten Varianten decodiert…</translation>
    </message>
    <message>
        <source>Cannot decode: %1</source>
        <translation>Decodieren nicht möglich: %1</translation>
    </message>
    <message>
        <source>Attention widths</source>
        <translation>Attention-Breiten</translation>
    </message>
    <message>
        <source>Numbers cached per token and layer</source>
        <translation>Gecachte Zahlen pro Token und Schicht</translation>
    </message>
    <message>
        <source>Self cache per decoder token (all layers)</source>
        <translation>Self-Cache pro Decoder-Token (alle Schichten)</translation>
    </message>
    <message>
        <source>Cross cache per source token (all layers)</source>
        <translation>Cross-Cache pro Quelltoken (alle Schichten)</translation>
    </message>
    <message>
        <source>Source tokens n / decoded tokens m</source>
        <translation>Quelltokens n / decodierte Tokens m</translation>
    </message>
    <message>
        <source>Cache after decoding (self + cross)</source>
        <translation>Cache nach dem Decodieren (Self + Cross)</translation>
    </message>
    <message>
        <source>Measured = analytic at every step</source>
        <translation>Gemessen = analytisch bei jedem Schritt</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Decoding time per token (median)</source>
        <translation>Decodierzeit pro Token (Median)</translation>
    </message>
    <message>
        <source>H %1, dh %2, dc %3, dr %4</source>
        <translation>H %1, dh %2, dc %3, dr %4</translation>
    </message>
    <message>
        <source>H %1, Hkv %2, dh %3</source>
        <translation>H %1, Hkv %2, dh %3</translation>
    </message>
    <message>
        <source>dc + dr = %1</source>
        <translation>dc + dr = %1</translation>
    </message>
    <message>
        <source>2·Hkv·dh = %1</source>
        <translation>2·Hkv·dh = %1</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 + %2 = %3</source>
        <translation>%1 + %2 = %3</translation>
    </message>
    <message>
        <source>✓</source>
        <translation>✓</translation>
    </message>
    <message>
        <source>✗ mismatch</source>
        <translation>✗ Abweichung</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Self cache per decoder token</source>
        <translation>Self-Cache pro Decoder-Token</translation>
    </message>
    <message>
        <source>bytes (KiB)</source>
        <translation>Bytes (KiB)</translation>
    </message>
    <message>
        <source>Cache after the sentence</source>
        <translation>Cache nach dem Satz</translation>
    </message>
    <message>
        <source>Decoding time per token</source>
        <translation>Decodierzeit pro Token</translation>
    </message>
    <message>
        <source>milliseconds</source>
        <translation>Millisekunden</translation>
    </message>
    <message>
        <source>“%1” through the four built-in models: the same widths (d %2, H %3, %4 decoder layers) and tokenizer, random weights, so the translations differ but the caches compare.</source>
        <translation>„%1“ durch die vier eingebauten Modelle: gleiche Breiten (d %2, H %3, %4 Decoder-Schichten) und gleicher Tokenizer, Zufallsgewichte – die Übersetzungen unterscheiden sich, die Caches sind vergleichbar.</translation>
    </message>
    <message>
        <source>Their tokenizer cuts it into n = %1 source tokens (eos included); the loaded model&apos;s, which the other tabs count with, into n = %2.</source>
        <translation>Ihr Tokenizer zerlegt ihn in n = %1 Quelltokens (eos mitgezählt); der des geladenen Modells, mit dem die anderen Reiter zählen, in n = %2.</translation>
    </message>
</context>
<context>
    <name>atlas::views::LiveCacheChart</name>
    <message>
        <source>cross-attention caches (measured)</source>
        <translation>Cross-Attention-Caches (gemessen)</translation>
    </message>
    <message>
        <source>self-attention caches (measured)</source>
        <translation>Self-Attention-Caches (gemessen)</translation>
    </message>
    <message>
        <source>analytic total, SPEC §2</source>
        <translation>analytische Summe, SPEC §2</translation>
    </message>
    <message>
        <source>analytic at the steps taken</source>
        <translation>analytisch an den Schritten</translation>
    </message>
    <message>
        <source>decoding step t (tokens in the self-attention caches)</source>
        <translation>Decodierschritt t (Tokens in den Self-Attention-Caches)</translation>
    </message>
    <message>
        <source>cache (KiB, float32)</source>
        <translation>Cache (KiB, float32)</translation>
    </message>
</context>
<context>
    <name>atlas::views::MaskPredictionsView</name>
    <message>
        <source>Predictions at each mask</source>
        <translation>Vorhersagen an jeder Maske</translation>
    </message>
    <message>
        <source>%1 %2 %</source>
        <translation>%1 %2 %</translation>
    </message>
    <message>
        <source>mask %1: %2</source>
        <translation>Maske %1: %2</translation>
    </message>
    <message>
        <source>Mask %1 · token %2</source>
        <translation>Maske %1 · Token %2</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
</context>
<context>
    <name>atlas::views::MlaDiagramWidget</name>
    <message>
        <source>No MLA model to draw.</source>
        <translation>Kein MLA-Modell zum Zeichnen.</translation>
    </message>
    <message>
        <source>activations (n rows: tokens)</source>
        <translation>Aktivierungen (n Zeilen: Tokens)</translation>
    </message>
    <message>
        <source>weights [out × in]</source>
        <translation>Gewichte [out × in]</translation>
    </message>
    <message>
        <source>cached</source>
        <translation>mit Cache</translation>
    </message>
    <message>
        <source>W_uv,h folded into W_o, once</source>
        <translation>W_uv,h einmalig in W_o eingefaltet</translation>
    </message>
    <message>
        <source>rotary part (d_r)</source>
        <translation>Rotationsanteil (d_r)</translation>
    </message>
    <message>
        <source>W_uv,h bands of W_up</source>
        <translation>W_uv,h-Bänder von W_up</translation>
    </message>
</context>
<context>
    <name>atlas::views::MlaPanel</name>
    <message>
        <source>Evaluating the sentence naively and absorbed…</source>
        <translation>Der Satz wird naiv und absorbiert ausgewertet…</translation>
    </message>
    <message>
        <source>Cannot evaluate: %1</source>
        <translation>Auswerten nicht möglich: %1</translation>
    </message>
    <message>
        <source>The current model&apos;s MLA blocks.</source>
        <translation>Die MLA-Blöcke des aktuellen Modells.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; Naive against absorbed on this sentence (%2 source, %3 decoder tokens, every layer and head): largest |ΔZ⁻¹A| = %4, largest |Δlogit| = %5 (logits reach %6).</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; Naiv gegen absorbiert auf diesem Satz (%2 Quell-, %3 Decoder-Tokens, jede Schicht und jeder Kopf): größtes |ΔZ⁻¹A| = %4, größtes |ΔLogit| = %5 (die Logits erreichen %6).</translation>
    </message>
    <message>
        <source>✓ equal to float rounding.</source>
        <translation>✓ gleich bis auf Gleitkomma-Rundung.</translation>
    </message>
    <message>
        <source>✗ they differ.</source>
        <translation>✗ sie unterscheiden sich.</translation>
    </message>
    <message>
        <source>The current model uses %1, not MLA: shown is an untrained MLA model of the built-in shape (random weights, sinusoidal positions).</source>
        <translation>Das aktuelle Modell verwendet %1, nicht MLA: Gezeigt wird ein untrainiertes MLA-Modell mit den Abmessungen des eingebauten Modells (Zufallsgewichte, sinusförmige Positionen).</translation>
    </message>
    <message>
        <source>An untrained MLA model of the built-in shape (random weights, sinusoidal positions).</source>
        <translation>Ein untrainiertes MLA-Modell mit den Abmessungen des eingebauten Modells (Zufallsgewichte, sinusförmige Positionen).</translation>
    </message>
    <message>
        <source>%1 d&lt;sub&gt;model&lt;/sub&gt; = %2, H = %3 heads of d&lt;sub&gt;h&lt;/sub&gt; = %4, latent L of d&lt;sub&gt;c&lt;/sub&gt; = %5, rotary key k&lt;sub&gt;r&lt;/sub&gt; of d&lt;sub&gt;r&lt;/sub&gt; = %6; n = %7 source tokens. Every block caches [L | k&lt;sub&gt;r&lt;/sub&gt;], d&lt;sub&gt;c&lt;/sub&gt; + d&lt;sub&gt;r&lt;/sub&gt; = %8 numbers a token; the score of head h is q&lt;sub&gt;h&lt;/sub&gt;·k&lt;sub&gt;h&lt;/sub&gt; + rot(q&lt;sub&gt;rh&lt;/sub&gt;)·rot(k&lt;sub&gt;r&lt;/sub&gt;), scaled by 1/√d&lt;sub&gt;QK&lt;/sub&gt; with d&lt;sub&gt;QK&lt;/sub&gt; = d&lt;sub&gt;h&lt;/sub&gt; + d&lt;sub&gt;r&lt;/sub&gt; = %9.</source>
        <translation>%1 d&lt;sub&gt;model&lt;/sub&gt; = %2, H = %3 Köpfe mit d&lt;sub&gt;h&lt;/sub&gt; = %4, Latent L mit d&lt;sub&gt;c&lt;/sub&gt; = %5, Rotations-Key k&lt;sub&gt;r&lt;/sub&gt; mit d&lt;sub&gt;r&lt;/sub&gt; = %6; n = %7 Quelltokens. Jeder Block cacht [L | k&lt;sub&gt;r&lt;/sub&gt;], d&lt;sub&gt;c&lt;/sub&gt; + d&lt;sub&gt;r&lt;/sub&gt; = %8 Zahlen pro Token; der Score von Kopf h ist q&lt;sub&gt;h&lt;/sub&gt;·k&lt;sub&gt;h&lt;/sub&gt; + rot(q&lt;sub&gt;rh&lt;/sub&gt;)·rot(k&lt;sub&gt;r&lt;/sub&gt;), skaliert mit 1/√d&lt;sub&gt;QK&lt;/sub&gt;, wobei d&lt;sub&gt;QK&lt;/sub&gt; = d&lt;sub&gt;h&lt;/sub&gt; + d&lt;sub&gt;r&lt;/sub&gt; = %9.</translation>
    </message>
    <message>
        <source>Its tokenizer cuts the sentence into n = %1 tokens (eos included); the loaded model&apos;s, which the other tabs count with, into n = %2.</source>
        <translation>Sein Tokenizer zerlegt den Satz in n = %1 Tokens (eos mitgezählt); der des geladenen Modells, mit dem die anderen Reiter zählen, in n = %2.</translation>
    </message>
</context>
<context>
    <name>atlas::views::PcaScatterWidget</name>
    <message>
        <source>PC %1 · %2 % of variance</source>
        <translation>HK %1 · %2 % der Varianz</translation>
    </message>
    <message>
        <source>No vectors to project</source>
        <translation>Keine Vektoren zum Projizieren</translation>
    </message>
    <message>
        <source>%1 of %2 labels hidden: they would overlap. Hover a point to read it.</source>
        <translation>%1 von %2 Beschriftungen ausgeblendet: sie würden sich überdecken. Zeigen Sie auf einen Punkt, um sie zu lesen.</translation>
    </message>
</context>
<context>
    <name>atlas::views::PublishedKvPanel</name>
    <message>
        <source>MHA</source>
        <translation>MHA</translation>
    </message>
    <message>
        <source>MQA</source>
        <translation>MQA</translation>
    </message>
    <message>
        <source>GQA</source>
        <translation>GQA</translation>
    </message>
    <message>
        <source>MLA</source>
        <translation>MLA</translation>
    </message>
    <message>
        <source>Hkv </source>
        <translation>Hkv </translation>
    </message>
    <message>
        <source>dc </source>
        <translation>dc </translation>
    </message>
    <message>
        <source>dr </source>
        <translation>dr </translation>
    </message>
    <message>
        <source>Add this model&apos;s what-if twin with this attention</source>
        <translation>Den Was-wäre-wenn-Zwilling dieses Modells mit dieser Attention hinzufügen</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>Accelerator memory, decimal GB as sold: the largest context that fits in it after the weights</source>
        <translation>Beschleunigerspeicher in dezimalen GB wie verkauft: der größte Kontext, der nach den Gewichten hineinpasst</translation>
    </message>
    <message>
        <source>What-if twins:</source>
        <translation>Was-wäre-wenn-Zwillinge:</translation>
    </message>
    <message>
        <source>&amp;Element type</source>
        <translation>&amp;Elementtyp</translation>
    </message>
    <message>
        <source>&amp;Batch B</source>
        <translation>&amp;Batch B</translation>
    </message>
    <message>
        <source>&amp;Context T</source>
        <translation>&amp;Kontext T</translation>
    </message>
    <message>
        <source>Memory b&amp;udget</source>
        <translation>Speicher&amp;budget</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Models (%1 of %2) ▾</source>
        <translation>Modelle (%1 von %2) ▾</translation>
    </message>
    <message>
        <source>KV cache per token · T = %1 · %2</source>
        <translation>KV-Cache pro Token · T = %1 · %2</translation>
    </message>
    <message>
        <source>bytes per token (MiB)</source>
        <translation>Bytes pro Token (MiB)</translation>
    </message>
    <message>
        <source>bytes per token (KiB)</source>
        <translation>Bytes pro Token (KiB)</translation>
    </message>
    <message>
        <source>KV / token = the whole cache over B·T; a sliding window (Gemma 3&apos;s local layers, Mistral) makes it fall once T passes the window. Encoder-decoders count a source as long as T. Select rows and press Ctrl+C to copy them as TSV.</source>
        <translation>KV / Token = der ganze Cache geteilt durch B·T; ein gleitendes Fenster (die lokalen Schichten von Gemma 3, Mistral) lässt ihn fallen, sobald T das Fenster übersteigt. Bei Encoder-Decodern ist die Quelle so lang wie T. Zeilen auswählen und Strg+C drücken, um sie als TSV zu kopieren.</translation>
    </message>
    <message>
        <source>* T beyond the model&apos;s published maximum context.</source>
        <translation>* T jenseits des veröffentlichten maximalen Kontexts des Modells.</translation>
    </message>
    <message>
        <source>No GQA twin for %1.</source>
        <translation>Kein GQA-Zwilling für %1.</translation>
    </message>
    <message>
        <source>~ parameters estimated from the shapes (the data publishes none), the embedding matrix counted twice when the output projection is untied.</source>
        <translation>~ Parameter aus den Formen geschätzt (die Daten nennen keine); die Embedding-Matrix wird doppelt gezählt, wenn die Ausgabeprojektion nicht an sie gebunden ist.</translation>
    </message>
    <message>
        <source>MoE (mixture of experts, DeepSeek): a router sends each token through a few expert feed-forward blocks, so compute follows the active parameters, but memory must hold all of them; attention is not routed, so the KV cache is the same as for a dense model of that attention.</source>
        <translation>MoE (Mixture of Experts, DeepSeek): Ein Router schickt jedes Token durch wenige Experten-Feed-Forward-Blöcke; der Rechenaufwand richtet sich daher nach den aktiven Parametern, der Speicher muss aber alle halten. Die Attention wird nicht geroutet, daher ist der KV-Cache derselbe wie bei einem dichten Modell mit dieser Attention.</translation>
    </message>
</context>
<context>
    <name>atlas::views::RotaryCircles</name>
    <message>
        <source>query R(m)q at m = %1</source>
        <translation>Query R(m)q bei m = %1</translation>
    </message>
    <message>
        <source>key R(n)k at n = %1</source>
        <translation>Key R(n)k bei n = %1</translation>
    </message>
    <message>
        <source>pair %1: θ = %2</source>
        <translation>Paar %1: θ = %2</translation>
    </message>
    <message>
        <source>mθ = %1, nθ = %2</source>
        <translation>mθ = %1, nθ = %2</translation>
    </message>
    <message>
        <source>share of qᵀk: %1</source>
        <translation>Anteil an qᵀk: %1</translation>
    </message>
</context>
<context>
    <name>atlas::views::RotaryFrequencyChart</name>
    <message>
        <source>Frequencies θᵢ and wavelengths 2π/θᵢ</source>
        <translation>Frequenzen θᵢ und Wellenlängen 2π/θᵢ</translation>
    </message>
    <message>
        <source>pair i</source>
        <translation>Paar i</translation>
    </message>
    <message>
        <source>θᵢ (radians per position)</source>
        <translation>θᵢ (Radiant pro Position)</translation>
    </message>
    <message>
        <source>2π/θᵢ (positions per turn)</source>
        <translation>2π/θᵢ (Positionen pro Umdrehung)</translation>
    </message>
</context>
<context>
    <name>atlas::views::RotaryScoreChart</name>
    <message>
        <source>Score (R(m)q)ᵀ(R(n)k) against m − n</source>
        <translation>Score (R(m)q)ᵀ(R(n)k) gegen m − n</translation>
    </message>
    <message>
        <source>m − n</source>
        <translation>m − n</translation>
    </message>
    <message>
        <source>qᵀR(n − m)k</source>
        <translation>qᵀR(n − m)k</translation>
    </message>
    <message>
        <source>the sliders&apos; m, n</source>
        <translation>m, n der Schieberegler</translation>
    </message>
</context>
<context>
    <name>atlas::views::SpectrumChart</name>
    <message>
        <source>k = %1</source>
        <translation>k = %1</translation>
    </message>
</context>
<context>
    <name>atlas::views::StepThroughBar</name>
    <message>
        <source>Cannot decode: %1</source>
        <translation>Decodieren nicht möglich: %1</translation>
    </message>
    <message>
        <source>Encoding the source…</source>
        <translation>Die Quelle wird codiert…</translation>
    </message>
    <message>
        <source>KV cache %1 bytes (self %2 + cross %3)</source>
        <translation>KV-Cache %1 Bytes (Self %2 + Cross %3)</translation>
    </message>
    <message>
        <source>Step 0 of %1: the source is encoded, its keys and values cached for cross-attention · %2</source>
        <translation>Schritt 0 von %1: die Quelle ist codiert, ihre Keys und Values für die Cross-Attention gecacht · %2</translation>
    </message>
    <message>
        <source>Step %1 of %2: row %3 reads %4 and produces %5 · %6</source>
        <extracomment>Step 3 of 9: row 2 &apos;Hund&apos; → produces &apos;sieht&apos; · KV cache …</extracomment>
        <translation>Schritt %1 von %2: Zeile %3 liest %4 und erzeugt %5 · %6</translation>
    </message>
</context>
<context>
    <name>atlas::views::TokenStripWidget</name>
    <message>
        <source>starts a word (▁ stands for the space before it)</source>
        <translation>beginnt ein Wort (▁ steht für das Leerzeichen davor)</translation>
    </message>
    <message>
        <source>continues the word before it</source>
        <translation>setzt das vorige Wort fort</translation>
    </message>
    <message>
        <source>byte-fallback piece: one UTF-8 byte of a character the vocabulary does not hold</source>
        <translation>Byte-Fallback-Stück: ein UTF-8-Byte eines Zeichens, das das Vokabular nicht enthält</translation>
    </message>
    <message>
        <source>special token</source>
        <translation>Sondertoken</translation>
    </message>
    <message>
        <source>unknown piece</source>
        <translation>unbekanntes Stück</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>%1 — piece %2, id %3
%4</source>
        <translation>%1 — Stück %2, ID %3
%4</translation>
    </message>
    <message>
        <source>Copy selected pieces</source>
        <translation>Ausgewählte Stücke kopieren</translation>
    </message>
    <message>
        <source>Copy pieces</source>
        <translation>Stücke kopieren</translation>
    </message>
    <message>
        <source>Copy selected ids</source>
        <translation>Ausgewählte IDs kopieren</translation>
    </message>
    <message>
        <source>Copy ids</source>
        <translation>IDs kopieren</translation>
    </message>
    <message>
        <source>Copy selected text</source>
        <translation>Ausgewählten Text kopieren</translation>
    </message>
    <message>
        <source>Copy text</source>
        <translation>Text kopieren</translation>
    </message>
    <message>
        <source>Select all</source>
        <translation>Alles auswählen</translation>
    </message>
    <message>
        <source>No tokens</source>
        <translation>Keine Tokens</translation>
    </message>
    <message>
        <source>not in vocab.json: read as &lt;unk&gt;</source>
        <translation>nicht in vocab.json: wird als &lt;unk&gt; gelesen</translation>
    </message>
    <message>
        <source>part of a character: its UTF-8 bytes in hex, the rest of the character is in the piece before or after</source>
        <translation>Teil eines Zeichens: seine UTF-8-Bytes hexadezimal, der Rest des Zeichens steht im Stück davor oder danach</translation>
    </message>
</context>
<context>
    <name>atlas::views::WordStepsView</name>
    <message>
        <source>‘%1’</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <source>BPE: from the characters, the merges in the order of their rank (lowest first)</source>
        <translation>BPE: von den Zeichen aus die Verschmelzungen in der Reihenfolge ihres Rangs (niedrigster zuerst)</translation>
    </message>
    <message>
        <source>WordPiece: the longest piece in the vocabulary, from the left</source>
        <translation>WordPiece: das längste Stück des Vokabulars, von links</translation>
    </message>
    <message>
        <source>Unigram: the segmentation with the highest log-probability, against the runner-up</source>
        <translation>Unigram: die Zerlegung mit der höchsten Log-Wahrscheinlichkeit, neben der zweitbesten</translation>
    </message>
    <message>
        <source>WordLevel: the word, looked up</source>
        <translation>WordLevel: das Wort, nachgeschlagen</translation>
    </message>
    <message>
        <source>How the word was built</source>
        <translation>Wie das Wort gebildet wurde</translation>
    </message>
    <message>
        <source>How was this word built?</source>
        <translation>Wie wurde dieses Wort gebildet?</translation>
    </message>
    <message>
        <source>Click a token of the prompt to see the steps by which the tokenizer cut its word into pieces.</source>
        <translation>Klicken Sie auf ein Token des Prompts, um die Schritte zu sehen, mit denen der Tokenizer sein Wort in Stücke zerlegt hat.</translation>
    </message>
    <message>
        <source>The steps are shown for tokenizer.json tokenizers (a Hub folder&apos;s BPE, WordPiece or Unigram); this model&apos;s tokenizer is SentencePiece.</source>
        <translation>Die Schritte werden für tokenizer.json-Tokenizer gezeigt (BPE, WordPiece oder Unigram eines Hub-Ordners); der Tokenizer dieses Modells ist SentencePiece.</translation>
    </message>
    <message>
        <source>Start: the word&apos;s characters</source>
        <translation>Start: die Zeichen des Wortes</translation>
    </message>
    <message>
        <source>The word&apos;s characters (dropout 1: nothing is merged)</source>
        <translation>Die Zeichen des Wortes (Dropout 1: nichts wird verschmolzen)</translation>
    </message>
    <message>
        <source>The whole word is in the vocabulary</source>
        <translation>Das ganze Wort steht im Vokabular</translation>
    </message>
    <message>
        <source>Merge %1 + %2 (rank %3)</source>
        <translation>Verschmelze %1 + %2 (Rang %3)</translation>
    </message>
    <message>
        <source>Longest match: %1</source>
        <translation>Längster Treffer: %1</translation>
    </message>
    <message>
        <source>No piece begins %1: the word is %2</source>
        <translation>Kein Stück beginnt %1: das Wort ist %2</translation>
    </message>
    <message>
        <source>Too many characters: the word is %1</source>
        <translation>Zu viele Zeichen: das Wort ist %1</translation>
    </message>
    <message>
        <source>Best segmentation, log-probability %1</source>
        <translation>Beste Zerlegung, Log-Wahrscheinlichkeit %1</translation>
    </message>
    <message>
        <source>Runner-up, log-probability %1</source>
        <translation>Zweitbeste, Log-Wahrscheinlichkeit %1</translation>
    </message>
    <message>
        <source>Unknown characters fused</source>
        <translation>Unbekannte Zeichen zusammengefasst</translation>
    </message>
    <message>
        <source>The word is in the vocabulary</source>
        <translation>Das Wort steht im Vokabular</translation>
    </message>
    <message>
        <source>Not in the vocabulary: %1</source>
        <translation>Nicht im Vokabular: %1</translation>
    </message>
    <message>
        <source>How %1 was built</source>
        <translation>Wie %1 gebildet wurde</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Attention Atlas</source>
        <translation>Attention Atlas</translation>
    </message>
    <message>
        <source>Shows what every attention head of a transformer looks at.</source>
        <translation>Zeigt, worauf jeder Attention-Kopf eines Transformers achtet.</translation>
    </message>
    <message>
        <source>The source sentence.</source>
        <translation>Der Quellsatz.</translation>
    </message>
</context>
</TS>
