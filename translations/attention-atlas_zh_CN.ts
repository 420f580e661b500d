<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AttentionLabels</name>
    <message>
        <source>Encoder self-attention</source>
        <translation>编码器自注意力</translation>
    </message>
    <message>
        <source>Decoder masked self-attention</source>
        <translation>解码器掩码自注意力</translation>
    </message>
    <message>
        <source>Cross-attention</source>
        <translation>交叉注意力</translation>
    </message>
    <message>
        <source>%1 · layer %2</source>
        <translation>%1 · 第 %2 层</translation>
    </message>
    <message>
        <source> · mean over heads</source>
        <translation> · 各头平均</translation>
    </message>
    <message>
        <source> · head %1</source>
        <translation> · 头 %1</translation>
    </message>
    <message>
        <source> · KV head %1</source>
        <translation> · KV 头 %1</translation>
    </message>
    <message>
        <source>latent d_c = %1</source>
        <translation>潜变量 d_c = %1</translation>
    </message>
    <message>
        <source>local W=%1</source>
        <extracomment>a sliding-window layer: each query sees only the last W keys</extracomment>
        <translation>局部 W=%1</translation>
    </message>
    <message>
        <source>global</source>
        <extracomment>a full-attention layer among sliding-window ones</extracomment>
        <translation>全局</translation>
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
        <translation>%1，但此模型的缩放为 1/√%2（query_pre_attn_scalar）%3，而不是 1/√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>%1, √&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt; %2</source>
        <translation>%1，√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt; %2</translation>
    </message>
    <message>
        <source>scale 1/√%1 (query_pre_attn_scalar)</source>
        <translation>缩放 1/√%1（query_pre_attn_scalar）</translation>
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
        <translation>无法创建文件夹 %1</translation>
    </message>
</context>
<context>
    <name>ColorScale</name>
    <message>
        <source>masked</source>
        <translation>已掩码</translation>
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
        <translation>灰度（打印）</translation>
    </message>
    <message>
        <source>Blue–white–red (signed)</source>
        <translation>蓝–白–红（有正负）</translation>
    </message>
</context>
<context>
    <name>CommandHelp</name>
    <message>
        <source>translate a sentence (or continue a decoder-only prompt, or fill an encoder-only model&apos;s masks) and print the result</source>
        <translation>翻译一个句子（或续写仅解码器模型的提示词，或填充仅编码器模型的掩码）并打印结果</translation>
    </message>
    <message>
        <source>a .safetensors checkpoint or a Hugging Face model folder (or its config.json); default: the built-in model</source>
        <translation>.safetensors 检查点或 Hugging Face 模型文件夹（或其中的 config.json）；默认：内置模型</translation>
    </message>
    <message>
        <source>score this translation (teacher forcing) instead of decoding greedily</source>
        <translation>为这条译文打分（教师强制），而不是贪心解码</translation>
    </message>
    <message>
        <source>decoder-only models: continue the prompt by at most N tokens; default: to eos or the model&apos;s context</source>
        <translation>仅解码器模型：最多续写 N 个词元；默认：直到 eos 或达到模型的上下文长度</translation>
    </message>
    <message>
        <source>also write the tokens, ids and scores as JSON (SPEC §4)</source>
        <translation>另外将词元、id 和得分写为 JSON（SPEC §4）</translation>
    </message>
    <message>
        <source>save attention maps, embeddings or the KV table as images or data, without the window</source>
        <translation>不打开窗口，将注意力图、嵌入或 KV 表保存为图像或数据</translation>
    </message>
    <message>
        <source>the model; default: the built-in one (or the session&apos;s)</source>
        <translation>模型；默认：内置模型（或会话中的模型）</translation>
    </message>
    <message>
        <source>take the model, sentence and view from a saved session</source>
        <translation>从已保存的会话中取用模型、句子和视图</translation>
    </message>
    <message>
        <source>the source sentence; default: &quot;The young woman sees the small dog.&quot;</source>
        <translation>源句；默认：&quot;The young woman sees the small dog.&quot;</translation>
    </message>
    <message>
        <source>the translation to read (teacher forcing); default: the model&apos;s own</source>
        <translation>要读入的译文（教师强制）；默认：模型自己的译文</translation>
    </message>
    <message>
        <source>attention (default), embeddings or kv</source>
        <translation>attention（默认）、embeddings 或 kv</translation>
    </message>
    <message>
        <source>encoder (default), decoder, cross or all</source>
        <translation>encoder（默认）、decoder、cross 或 all</translation>
    </message>
    <message>
        <source>the layer, from 0; default: 0</source>
        <translation>层（从 0 起编号）；默认：0</translation>
    </message>
    <message>
        <source>the head, from 0, every head, or their mean; default: 0</source>
        <translation>头（从 0 起编号）、所有头或各头平均；默认：0</translation>
    </message>
    <message>
        <source>png, svg, pdf, csv, json or npy; default: from --out&apos;s suffix</source>
        <translation>png、svg、pdf、csv、json 或 npy；默认：取自 --out 的后缀</translation>
    </message>
    <message>
        <source>pixels per figure pixel for png, 1 to 4; default: 1</source>
        <translation>png 中每个图形像素对应的像素数，1 到 4；默认：1</translation>
    </message>
    <message>
        <source>resolution instead of --scale, 24 to 2400</source>
        <translation>分辨率，代替 --scale，24 到 2400</translation>
    </message>
    <message>
        <source>viridis (default), magma, cividis or grey</source>
        <translation>viridis（默认）、magma、cividis 或 grey</translation>
    </message>
    <message>
        <source>white (default), dark or transparent</source>
        <translation>white（默认）、dark 或 transparent</translation>
    </message>
    <message>
        <source>where to write: a file, or a folder for several maps (required)</source>
        <translation>输出位置：一个文件，或存放多张图的文件夹（必需）</translation>
    </message>
    <message>
        <source>the KV-cache memory of published models and of a checkpoint (MHA, GQA, MQA, MLA)</source>
        <translation>已发布模型及检查点的 KV 缓存内存占用（MHA、GQA、MQA、MLA）</translation>
    </message>
    <message>
        <source>published models by id (several after one flag, or the flag repeated); default: all</source>
        <translation>按 id 指定已发布模型（一个选项后跟多个 id，或重复该选项）；默认：全部</translation>
    </message>
    <message>
        <source>add a row for this checkpoint or Hub folder</source>
        <translation>为此检查点或 Hugging Face 模型文件夹添加一行</translation>
    </message>
    <message>
        <source>tokens in the cache; default: 4096</source>
        <translation>缓存中的词元数；默认：4096</translation>
    </message>
    <message>
        <source>sequences at once; default: 1</source>
        <translation>同时处理的序列数；默认：1</translation>
    </message>
    <message>
        <source>fp32, bf16 (default), fp16, fp8 or int4</source>
        <translation>fp32、bf16（默认）、fp16、fp8 或 int4</translation>
    </message>
    <message>
        <source>print JSON instead of a table</source>
        <translation>输出 JSON 而非表格</translation>
    </message>
    <message>
        <source>one head through low-rank, random-feature, Nyström or quantized approximations</source>
        <translation>用低秩、随机特征、Nyström 或量化方法近似计算单个头</translation>
    </message>
    <message>
        <source>svd, rsvd (randomized SVD), performer or nystrom</source>
        <translation>svd、rsvd（随机 SVD）、performer 或 nystrom</translation>
    </message>
    <message>
        <source>the rank of svd, rsvd and nystrom, 1 to 4096</source>
        <translation>svd、rsvd 和 nystrom 的秩，1 到 4096</translation>
    </message>
    <message>
        <source>Performer&apos;s random features, 1 to 65536</source>
        <translation>Performer 的随机特征数，1 到 65536</translation>
    </message>
    <message>
        <source>instead of --method: the KV cache in fp32 … int4</source>
        <translation>代替 --method：以 fp32 … int4 存储 KV 缓存</translation>
    </message>
    <message>
        <source>the layer; default: 0</source>
        <translation>层；默认：0</translation>
    </message>
    <message>
        <source>the head; default: 0</source>
        <translation>头；默认：0</translation>
    </message>
    <message>
        <source>encoder (default), decoder or cross</source>
        <translation>encoder（默认）、decoder 或 cross</translation>
    </message>
    <message>
        <source>apply to these layers&apos; every head at once</source>
        <translation>同时应用于这些层的所有头</translation>
    </message>
    <message>
        <source>the random seed of rsvd, performer and nystrom; default: 0</source>
        <translation>rsvd、performer 和 nystrom 的随机种子；默认：0</translation>
    </message>
    <message>
        <source>also sweep the error against the rank over N seeds</source>
        <translation>另外在 N 个种子上扫描误差随秩的变化</translation>
    </message>
    <message>
        <source>rsvd&apos;s extra columns; default: 5</source>
        <translation>rsvd 的额外列数；默认：5</translation>
    </message>
    <message>
        <source>rsvd&apos;s power iterations; default: 0</source>
        <translation>rsvd 的幂迭代次数；默认：0</translation>
    </message>
    <message>
        <source>nystrom&apos;s landmarks: means (segment means, default) or keys</source>
        <translation>nystrom 的地标：means（分段均值，默认）或 keys</translation>
    </message>
    <message>
        <source>numerical rank counts σᵢ &gt; T·σ₁; default: 1e-6</source>
        <translation>数值秩统计满足 σᵢ &gt; T·σ₁ 的奇异值个数；默认：1e-6</translation>
    </message>
    <message>
        <source>the model; default: the built-in one</source>
        <translation>模型；默认：内置模型</translation>
    </message>
    <message>
        <source>the sentence; default: &quot;The young woman sees the small dog.&quot;</source>
        <translation>句子；默认：&quot;The young woman sees the small dog.&quot;</translation>
    </message>
    <message>
        <source>write the figures as JSON</source>
        <translation>将数值写为 JSON</translation>
    </message>
    <message>
        <source>time the model&apos;s kernels and passes and print the ratios (one run, this machine)</source>
        <translation>为模型的计算内核和各遍计算计时并打印比值（单次运行，本机）</translation>
    </message>
    <message>
        <source>write the timings as JSON</source>
        <translation>将计时结果写为 JSON</translation>
    </message>
    <message>
        <source>time with N threads only; default: 1 and 2</source>
        <translation>只用 N 个线程计时；默认：1 和 2</translation>
    </message>
    <message>
        <source>which rows, comma-separated: base, opus, tinyllama, gpt2, qwen3, bert, tokenize; default: all</source>
        <translation>要测量的行，以逗号分隔：base、opus、tinyllama、gpt2、qwen3、tokenize；默认：全部</translation>
    </message>
    <message>
        <source>write an untrained checkpoint of the default configuration</source>
        <translation>写出一个默认配置的未训练检查点</translation>
    </message>
    <message>
        <source>mha (default), gqa, mqa or mla</source>
        <translation>mha（默认）、gqa、mqa 或 mla</translation>
    </message>
    <message>
        <source>the .safetensors file to write (required)</source>
        <translation>要写入的 .safetensors 文件（必需）</translation>
    </message>
    <message>
        <source>train a model on generated or given sentence pairs and write its checkpoint</source>
        <translation>用生成的或给定的句对训练模型，并写出其检查点</translation>
    </message>
    <message>
        <source>generate N English–German pairs; default: 20000</source>
        <translation>生成 N 个英语–德语句对；默认：20000</translation>
    </message>
    <message>
        <source>train on english&lt;TAB&gt;german lines instead</source>
        <translation>改用 english&lt;TAB&gt;german 格式的行训练</translation>
    </message>
    <message>
        <source>hold out the corpus&apos;s last N pairs for validation; default: 0</source>
        <translation>留出语料的最后 N 个句对用于验证；默认：0</translation>
    </message>
    <message>
        <source>validate on this file instead</source>
        <translation>改用此文件验证</translation>
    </message>
    <message>
        <source>the generator&apos;s seed; default: --seed</source>
        <translation>生成器的种子；默认：--seed</translation>
    </message>
    <message>
        <source>start from this configuration (SPEC §1), flags on top</source>
        <translation>以此配置为起点（SPEC §1），其他选项在其上覆盖</translation>
    </message>
    <message>
        <source>the model width</source>
        <translation>模型宽度</translation>
    </message>
    <message>
        <source>attention heads</source>
        <translation>注意力头数</translation>
    </message>
    <message>
        <source>key/value heads (GQA; 1 is MQA)</source>
        <translation>键/值头数（GQA；1 即 MQA）</translation>
    </message>
    <message>
        <source>one head&apos;s width; default: d_model / heads</source>
        <translation>单个头的宽度；默认：d_model / 头数</translation>
    </message>
    <message>
        <source>the feed-forward width; default: 4·d_model</source>
        <translation>前馈层宽度；默认：4·d_model</translation>
    </message>
    <message>
        <source>layers of both stacks</source>
        <translation>两个堆栈的层数</translation>
    </message>
    <message>
        <source>encoder layers</source>
        <translation>编码器层数</translation>
    </message>
    <message>
        <source>decoder layers</source>
        <translation>解码器层数</translation>
    </message>
    <message>
        <source>MLA&apos;s latent width</source>
        <translation>MLA 的潜变量宽度</translation>
    </message>
    <message>
        <source>MLA&apos;s rotary width</source>
        <translation>MLA 旋转部分的宽度</translation>
    </message>
    <message>
        <source>the longest sequence</source>
        <translation>最长序列长度</translation>
    </message>
    <message>
        <source>sinusoidal or rope</source>
        <translation>sinusoidal 或 rope</translation>
    </message>
    <message>
        <source>pre or post</source>
        <translation>pre 或 post</translation>
    </message>
    <message>
        <source>layernorm or rmsnorm</source>
        <translation>layernorm 或 rmsnorm</translation>
    </message>
    <message>
        <source>the feed-forward&apos;s activation: relu, gelu, silu or gelu_tanh</source>
        <translation>前馈层的激活函数：relu、gelu、silu 或 gelu_tanh</translation>
    </message>
    <message>
        <source>separate input and output embeddings</source>
        <translation>输入嵌入与输出嵌入分开</translation>
    </message>
    <message>
        <source>train a new tokenizer of N pieces on the corpus</source>
        <translation>在语料上训练一个含 N 个片段的新分词器</translation>
    </message>
    <message>
        <source>encoder-decoder (default), decoder-only or encoder-only (a masked LM)</source>
        <translation>encoder-decoder（默认）、decoder-only 或 encoder-only（掩码语言模型）</translation>
    </message>
    <message>
        <source>decoder-only: attend to the last W positions</source>
        <translation>仅用于 decoder-only：只关注最近的 W 个位置</translation>
    </message>
    <message>
        <source>decoder-only: each layer full or sliding</source>
        <translation>仅用于 decoder-only：每层为 full 或 sliding</translation>
    </message>
    <message>
        <source>start from this checkpoint&apos;s weights (a fresh optimiser)</source>
        <translation>从此检查点的权重开始（使用全新的优化器）</translation>
    </message>
    <message>
        <source>continue a run exactly from FILE and FILE.state</source>
        <translation>从 FILE 和 FILE.state 精确地继续一次训练</translation>
    </message>
    <message>
        <source>optimiser steps (the total, with --resume); default: 2000</source>
        <translation>优化器步数（配合 --resume 时为总步数）；默认：2000</translation>
    </message>
    <message>
        <source>pairs a step; default: 32</source>
        <translation>每步的句对数；默认：32</translation>
    </message>
    <message>
        <source>peak learning rate; default: 1e-3</source>
        <translation>峰值学习率；默认：1e-3</translation>
    </message>
    <message>
        <source>warm-up steps; default: steps/10, at most 400</source>
        <translation>预热步数；默认：步数/10，最多 400</translation>
    </message>
    <message>
        <source>cosine (default) or inverse-sqrt</source>
        <translation>cosine（默认）或 inverse-sqrt</translation>
    </message>
    <message>
        <source>default: 0.1</source>
        <translation>默认：0.1</translation>
    </message>
    <message>
        <source>global gradient-norm clip; default: 1</source>
        <translation>全局梯度范数裁剪阈值；默认：1</translation>
    </message>
    <message>
        <source>AdamW&apos;s decay; default: 0.01</source>
        <translation>AdamW 的权重衰减；默认：0.01</translation>
    </message>
    <message>
        <source>initialisation, batch order and dropout; default: 1</source>
        <translation>用于初始化、批次顺序和 dropout；默认：1</translation>
    </message>
    <message>
        <source>worker threads; default: the machine&apos;s cores</source>
        <translation>工作线程数；默认：本机的核心数</translation>
    </message>
    <message>
        <source>also write --out every N steps</source>
        <translation>另外每 N 步写出一次 --out</translation>
    </message>
    <message>
        <source>the checkpoint to write (required)</source>
        <translation>要写入的检查点（必需）</translation>
    </message>
    <message>
        <source>write the generated English–German corpus&apos;s splits as TSV files</source>
        <translation>将生成的英语–德语语料的各个子集写为 TSV 文件</translation>
    </message>
    <message>
        <source>the generator&apos;s seed; default: 1</source>
        <translation>生成器的种子；默认：1</translation>
    </message>
    <message>
        <source>training pairs; default: 20000</source>
        <translation>训练句对数；默认：20000</translation>
    </message>
    <message>
        <source>validation pairs; default: 1000</source>
        <translation>验证句对数；默认：1000</translation>
    </message>
    <message>
        <source>test pairs; default: 2000</source>
        <translation>测试句对数；默认：2000</translation>
    </message>
    <message>
        <source>of the test pairs, those holding a held-out combination; default: 500</source>
        <translation>测试句对中含留出组合的句对数；默认：500</translation>
    </message>
    <message>
        <source>the folder to write (required)</source>
        <translation>要写入的文件夹（必需）</translation>
    </message>
    <message>
        <source>exact-match translation and cross-attention alignment accuracy on corpus pairs</source>
        <translation>在语料句对上评估译文完全匹配率与交叉注意力对齐准确率</translation>
    </message>
    <message>
        <source>a folder written by `corpus`: its test split</source>
        <translation>由 `corpus` 写出的文件夹：使用其测试集</translation>
    </message>
    <message>
        <source>english&lt;TAB&gt;german lines (the flag may repeat)</source>
        <translation>english&lt;TAB&gt;german 格式的行（此选项可重复）</translation>
    </message>
    <message>
        <source>at most N pairs</source>
        <translation>最多 N 个句对</translation>
    </message>
    <message>
        <source>which decoder row reads a word: predicting (default) or reading</source>
        <translation>由哪一个解码器行读取一个词：predicting（默认）或 reading</translation>
    </message>
    <message>
        <source>worker threads; default: 1</source>
        <translation>工作线程数；默认：1</translation>
    </message>
    <message>
        <source>write the scores as JSON</source>
        <translation>将评估结果写为 JSON</translation>
    </message>
    <message>
        <source>open the window</source>
        <translation>打开窗口</translation>
    </message>
    <message>
        <source>open this model: a .safetensors checkpoint, or a Hugging Face model folder or its config.json; default: the built-in model</source>
        <translation>打开此模型：.safetensors 检查点，或 Hugging Face 模型文件夹或其中的 config.json；默认：内置模型</translation>
    </message>
    <message>
        <source>show page N first (1: Tokens &amp; embeddings); default: 2</source>
        <translation>首先显示第 N 页（1：词元与嵌入）；默认：2</translation>
    </message>
    <message>
        <source>show this help and exit</source>
        <translation>显示此帮助并退出</translation>
    </message>
    <message>
        <source>print the version and exit</source>
        <translation>打印版本号并退出</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>SYNOPSIS</source>
        <translation>概述</translation>
    </message>
    <message>
        <source>DESCRIPTION</source>
        <translation>描述</translation>
    </message>
    <message>
        <source>OPTIONS</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>SUBCOMMANDS</source>
        <translation>子命令</translation>
    </message>
    <message>
        <source>EXIT STATUS</source>
        <translation>退出状态</translation>
    </message>
    <message>
        <source>ENVIRONMENT</source>
        <translation>环境变量</translation>
    </message>
    <message>
        <source>FILES</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>SEE ALSO</source>
        <translation>参见</translation>
    </message>
    <message>
        <source>usage:</source>
        <translation>用法：</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>选项：</translation>
    </message>
    <message>
        <source>Example:</source>
        <translation>示例：</translation>
    </message>
    <message>
        <source>Without a subcommand the window opens (see attention-atlas -platform offscreen --help for its options):</source>
        <translation>不带子命令时打开窗口（其选项见 attention-atlas -platform offscreen --help）：</translation>
    </message>
    <message>
        <source>Subcommands (each runs without a display; attention-atlas SUBCOMMAND --help):</source>
        <translation>子命令（均无需显示器即可运行；attention-atlas SUBCOMMAND --help）：</translation>
    </message>
    <message>
        <source>User Commands</source>
        <translation>用户命令</translation>
    </message>
    <message>
        <source>see inside a transformer, head by head</source>
        <translation>逐个注意力头查看 Transformer 的内部</translation>
    </message>
    <message>
        <source>Attention Atlas runs transformers on your own sentences and shows what happens inside them: how text becomes SentencePiece tokens and vectors, what every attention head of every layer looks at, and what the KV cache costs under multi-head, grouped-query, multi-query and multi-head latent attention. It opens its built-in models, its own .safetensors checkpoints and Hugging Face model folders (OPUS-MT, Llama, Mistral, Gemma 3), offline.</source>
        <translation>Attention Atlas 在用户自己的句子上运行 Transformer，并展示其内部发生的事情：文本如何变成 SentencePiece 词元和向量，每层的每个注意力头在看什么，以及在多头、分组查询、多查询和多头潜在注意力下 KV 缓存的开销。它可以离线打开内置模型、自己的 .safetensors 检查点以及 Hugging Face 模型文件夹（OPUS-MT、Llama、Mistral、Gemma 3）。</translation>
    </message>
    <message>
        <source>Without a subcommand it opens the window, with TEXT as the source sentence. With a subcommand it runs without a display and prints its result.</source>
        <translation>不带子命令时打开窗口，以 TEXT 作为源句。带子命令时无需显示器即可运行，并打印其结果。</translation>
    </message>
    <message>
        <source>Each subcommand also answers -h and --help. An option&apos;s value may follow it as the next argument or after &quot;=&quot;; &quot;--&quot; ends the options.</source>
        <translation>每个子命令也响应 -h 和 --help。选项的值可以作为下一个参数，也可以写在 &quot;=&quot; 之后；&quot;--&quot; 表示选项结束。</translation>
    </message>
    <message>
        <source>Success.</source>
        <translation>成功。</translation>
    </message>
    <message>
        <source>The command failed (a broken file or folder, a full disk, no display for the window); one line on standard error says why, and nothing was half written.</source>
        <translation>命令失败（文件或文件夹损坏、磁盘已满、窗口没有可用的显示器）；标准错误输出中有一行说明原因，且不会留下只写了一半的内容。</translation>
    </message>
    <message>
        <source>The command line was wrong: an unknown option, a missing or bad value.</source>
        <translation>命令行有误：未知选项，或缺少值、值无效。</translation>
    </message>
    <message>
        <source>The language of the help and, until one is chosen in its menu, of the window: English, German (de) or Simplified Chinese (zh_CN).</source>
        <translation>帮助的语言，以及（在窗口菜单中选定语言之前）窗口的语言：英语、德语 (de) 或简体中文 (zh_CN)。</translation>
    </message>
    <message>
        <source>Where the window opens; QT_QPA_PLATFORM=offscreen renders it without a display.</source>
        <translation>窗口在何处打开；QT_QPA_PLATFORM=offscreen 可在没有显示器时渲染窗口。</translation>
    </message>
    <message>
        <source>The window&apos;s settings: its language, zoom and recently opened models.</source>
        <translation>窗口的设置：语言、缩放和最近打开的模型。</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1。</translation>
    </message>
    <message>
        <source>print the tokens and ids a model&apos;s tokenizer gives a text</source>
        <translation>打印模型的分词器为一段文本给出的词元和 id</translation>
    </message>
    <message>
        <source>a folder holding only tokenizer files, a Hugging Face model folder or a .safetensors checkpoint; default: the built-in model</source>
        <translation>只含分词器文件的文件夹、Hugging Face 模型文件夹或 .safetensors 检查点；默认：内置模型</translation>
    </message>
    <message>
        <source>also write the ids, pieces and decoded text as JSON</source>
        <translation>另外将 id、词片和解码后的文本写为 JSON</translation>
    </message>
    <message>
        <source>the stored type of the decoder-only rows&apos; weights: bf16 (default), f16 or f32</source>
        <translation>仅解码器各行权重的存储类型：bf16（默认）、f16 或 f32</translation>
    </message>
</context>
<context>
    <name>Comparison</name>
    <message>
        <source>mean</source>
        <translation>平均</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>头 %1</translation>
    </message>
    <message>
        <source>Type a second sentence to compare the same head on both.</source>
        <translation>输入第二个句子，以比较同一个头在两句上的表现。</translation>
    </message>
    <message>
        <source>This model has no such layer or head.</source>
        <translation>该模型没有这一层或这个头。</translation>
    </message>
    <message>
        <source>%1 · layer %2: %3 − %4</source>
        <translation>%1 · 第 %2 层：%3 − %4</translation>
    </message>
    <message>
        <source>%1 · %2: layer %3 − layer %4</source>
        <translation>%1 · %2：第 %3 层 − 第 %4 层</translation>
    </message>
    <message>
        <source>%1 · layer %2 · %3: sentence A − sentence B</source>
        <translation>%1 · 第 %2 层 · %3：句子 A − 句子 B</translation>
    </message>
</context>
<context>
    <name>DecodingCostRun</name>
    <message>
        <source>an encoder-only model decodes nothing: it reads the whole text in one pass, so no step could use a cache</source>
        <translation>仅编码器模型不做解码：它一次读完整段文本，没有哪一步能用上缓存</translation>
    </message>
</context>
<context>
    <name>ExportFormat</name>
    <message>
        <source>PNG image</source>
        <translation>PNG 图像</translation>
    </message>
    <message>
        <source>SVG vector drawing</source>
        <translation>SVG 矢量图</translation>
    </message>
    <message>
        <source>PDF document</source>
        <translation>PDF 文档</translation>
    </message>
    <message>
        <source>CSV table with token labels</source>
        <translation>带词元标签的 CSV 表格</translation>
    </message>
    <message>
        <source>JSON with token labels</source>
        <translation>带词元标签的 JSON</translation>
    </message>
    <message>
        <source>NumPy arrays with token labels</source>
        <translation>带词元标签的 NumPy 数组</translation>
    </message>
</context>
<context>
    <name>FigureTheme</name>
    <message>
        <source>White background</source>
        <translation>白色背景</translation>
    </message>
    <message>
        <source>Dark background</source>
        <translation>深色背景</translation>
    </message>
    <message>
        <source>Transparent background</source>
        <translation>透明背景</translation>
    </message>
</context>
<context>
    <name>FigureWriter</name>
    <message>
        <source>Made with Attention Atlas</source>
        <translation>由 Attention Atlas 生成</translation>
    </message>
    <message>
        <source>Attention Atlas</source>
        <translation>Attention Atlas</translation>
    </message>
    <message>
        <source>“%1” shows no matrix to save as %2; export it as a picture</source>
        <translation>“%1”不显示可存为 %2 的矩阵；请导出为图片</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>cannot encode “%1” as %2</source>
        <translation>无法将“%1”编码为 %2</translation>
    </message>
    <message>
        <source>the picture would be %1 × %2 pixels, more than the %3 megapixels (at most %4 a side) an export may have; choose a lower scale or DPI</source>
        <translation>图片将为 %1 × %2 像素，超过导出允许的 %3 百万像素（每边最多 %4）；请选择更小的缩放或 DPI</translation>
    </message>
    <message>
        <source>not enough memory for a picture of %1 × %2 pixels</source>
        <translation>内存不足，无法生成 %1 × %2 像素的图片</translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <source>&lt;p&gt;&lt;small&gt;&lt;b&gt;Symbols on this page.&lt;/b&gt; %1.&lt;/small&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;small&gt;&lt;b&gt;本页符号。&lt;/b&gt;%1。&lt;/small&gt;&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>HeatmapFigure</name>
    <message>
        <source>query</source>
        <translation>查询</translation>
    </message>
    <message>
        <source>key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>Token vectors (tokens × d) · %1</source>
        <translation>词元向量（词元 × d）· %1</translation>
    </message>
    <message>
        <source>token</source>
        <translation>词元</translation>
    </message>
    <message>
        <source>dimension</source>
        <translation>维度</translation>
    </message>
</context>
<context>
    <name>HeatmapPainter</name>
    <message>
        <source>masked</source>
        <translation>已掩码</translation>
    </message>
    <message>
        <source>outside the window (W = %1)</source>
        <extracomment>keys a sliding-window layer no longer sees: W or more positions back</extracomment>
        <translation>窗口之外（W = %1）</translation>
    </message>
</context>
<context>
    <name>KvComparison</name>
    <message>
        <source>GQA · %1 KV heads</source>
        <translation>GQA · %1 个 KV 头</translation>
    </message>
    <message>
        <source>MLA · dc %1, dr %2</source>
        <translation>MLA · dc %1，dr %2</translation>
    </message>
    <message>
        <source>%1 as %2</source>
        <translation>%1 存为 %2</translation>
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
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1: %2 KV heads do not divide its %3 query heads</source>
        <translation>%1：%2 个 KV 头不能整除其 %3 个查询头</translation>
    </message>
</context>
<context>
    <name>KvTable</name>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>KV / token</source>
        <translation>KV / 词元</translation>
    </message>
    <message>
        <source>KV cache, T = %1</source>
        <translation>KV 缓存，T = %1</translation>
    </message>
    <message>
        <source>KV cache, %1 × T = %2</source>
        <translation>KV 缓存，%1 × T = %2</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Weights + KV</source>
        <translation>权重 + KV</translation>
    </message>
    <message>
        <source>Largest T in %1 GB</source>
        <translation>%1 GB 内的最大 T</translation>
    </message>
    <message>
        <source>Max context</source>
        <translation>最大上下文</translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>无限制</translation>
    </message>
    <message>
        <source>weights do not fit</source>
        <translation>权重放不下</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source> (MoE: %1 of %2 parameters active)</source>
        <translation>（MoE：%2 个参数中激活 %1 个）</translation>
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
        <translation>头 h</translation>
    </message>
    <message>
        <source>and</source>
        <translation>和</translation>
    </message>
    <message>
        <source>concat, ×</source>
        <translation>拼接，×</translation>
    </message>
    <message>
        <source>Cached per token: [L | k_r] = x [W_L | W_KR], d_c + d_r = %1 numbers (MHA would cache 2·H·d_h = %2)</source>
        <translation>每个词元缓存：[L | k_r] = x [W_L | W_KR]，d_c + d_r = %1 个数（MHA 需缓存 2·H·d_h = %2 个）</translation>
    </message>
    <message>
        <source>× (W_L | W_KR)ᵀ</source>
        <translation>× (W_L | W_KR)ᵀ</translation>
    </message>
    <message>
        <source>Naive: W_K,h and W_V,h expand K_h and V_h from every cached L, at every step</source>
        <translation>朴素式：每一步都由 W_K,h 和 W_V,h 从每个缓存的 L 展开 K_h 和 V_h</translation>
    </message>
    <message>
        <source>× (W_K,h | W_V,h)ᵀ</source>
        <translation>× (W_K,h | W_V,h)ᵀ</translation>
    </message>
    <message>
        <source>Σ P_h V_h, concat, ×</source>
        <translation>Σ P_h V_h，拼接，×</translation>
    </message>
    <message>
        <source>Absorbed: W_LQK,h = W_Q,hᵀ W_K,h (d × d_c, rank ≤ min(d_h, d_c) = %1) scores x against the cached L directly; W_V,h is folded into W_O</source>
        <translation>吸收式：W_LQK,h = W_Q,hᵀ W_K,h（d × d_c，秩 ≤ min(d_h, d_c) = %1）直接将 x 与缓存的 L 计算得分；W_V,h 并入 W_O</translation>
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
        <translation>平均</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>头 %1</translation>
    </message>
    <message>
        <source>%1 · every head</source>
        <translation>%1 · 所有头</translation>
    </message>
    <message>
        <source>rows: queries · columns: keys · %1</source>
        <translation>行：查询 · 列：键 · %1</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>第 %1 层</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>The session&apos;s “%1” must be %2.</source>
        <translation>会话中的“%1”必须是%2。</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>%1 之一</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>a whole number from 0</source>
        <translation>从 0 起的整数</translation>
    </message>
    <message>
        <source>This is not an Attention Atlas session.</source>
        <translation>这不是 Attention Atlas 会话。</translation>
    </message>
    <message>
        <source>a whole number from 1</source>
        <translation>从 1 起的整数</translation>
    </message>
    <message>
        <source>This session was written by a newer Attention Atlas (version %1; this one reads up to %2).</source>
        <translation>此会话由更新版本的 Attention Atlas 写入（版本 %1；本程序最多读取版本 %2）。</translation>
    </message>
    <message>
        <source>an object with “file” or “builtin”</source>
        <translation>含“file”或“builtin”的对象</translation>
    </message>
    <message>
        <source>a whole number from 0 or “mean”</source>
        <translation>从 0 起的整数或“mean”</translation>
    </message>
    <message>
        <source>“system”, “light”, “dark” or “high-contrast”</source>
        <translation>“system”、“light”、“dark”或“high-contrast”</translation>
    </message>
    <message>
        <source>Cannot read the session “%1”: %2</source>
        <translation>无法读取会话“%1”：%2</translation>
    </message>
    <message>
        <source>“%1” is not valid JSON (at byte %2: %3).</source>
        <translation>“%1”不是有效的 JSON（第 %2 字节：%3）。</translation>
    </message>
    <message>
        <source>“%1” is not an Attention Atlas session.</source>
        <translation>“%1”不是 Attention Atlas 会话。</translation>
    </message>
    <message>
        <source>Cannot save the session “%1”: %2</source>
        <translation>无法保存会话“%1”：%2</translation>
    </message>
</context>
<context>
    <name>SnapshotBuilder</name>
    <message>
        <source>The text has %1 tokens; the model reads at most %2, so only the first %3 are shown.</source>
        <translation>文本有 %1 个词元；模型最多读取 %2 个，因此只显示前 %3 个。</translation>
    </message>
</context>
<context>
    <name>TokenLabel</name>
    <message>
        <source>&apos;%1&apos; (byte %2 of %3, %4)</source>
        <translation>“%1”（第 %2 字节，共 %3 字节，%4）</translation>
    </message>
    <message>
        <source>%1 (read as &lt;unk&gt;)</source>
        <translation>%1（按 &lt;unk&gt; 读取）</translation>
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
        <translation>%1 · 仅解码器</translation>
    </message>
    <message>
        <source>%1 · encoder-only</source>
        <translation>%1 · 仅编码器</translation>
    </message>
</context>
<context>
    <name>atlas::AboutDialog</name>
    <message>
        <source>About Attention Atlas</source>
        <translation>关于 Attention Atlas</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Licence&lt;/h3&gt;&lt;p&gt;Attention Atlas is free software under the MIT License. Copyright © 2026 The Attention Atlas developers. The libraries below keep their own licences.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;许可证&lt;/h3&gt;&lt;p&gt;Attention Atlas 是依据 MIT 许可证（MIT License）发布的自由软件。Copyright © 2026 The Attention Atlas developers。下列各库保留其各自的许可证。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Attention Atlas %1&lt;/h2&gt;&lt;p&gt;Runs a real encoder-decoder transformer and shows what happens inside it: tokens and embeddings, every attention head of every layer, and what the KV cache costs.&lt;/p&gt;&lt;p&gt;It follows, and uses the notation of, Serret, &lt;i&gt;Understanding Transformers and Attention Mechanisms: An Introduction for Applied Mathematicians&lt;/i&gt;, &lt;a href=&quot;https://arxiv.org/abs/2604.00965&quot;&gt;arXiv:2604.00965&lt;/a&gt; (2026): Q, K, V, A = exp(QKᵀ/√d&lt;sub&gt;QK&lt;/sub&gt;) with d&lt;sub&gt;QK&lt;/sub&gt; the query/key width of one head, Z = diag(A1), Y = Z⁻¹AV, W&lt;sub&gt;O&lt;/sub&gt; and MLA&apos;s latent L.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Attention Atlas %1&lt;/h2&gt;&lt;p&gt;运行一个真实的编码器–解码器 Transformer，并展示其内部：词元与嵌入、每层的每个注意力头，以及 KV 缓存的开销。&lt;/p&gt;&lt;p&gt;本程序依据 Serret 的 &lt;i&gt;Understanding Transformers and Attention Mechanisms: An Introduction for Applied Mathematicians&lt;/i&gt;（&lt;a href=&quot;https://arxiv.org/abs/2604.00965&quot;&gt;arXiv:2604.00965&lt;/a&gt;，2026）并沿用其记号：Q、K、V、A = exp(QKᵀ/√d&lt;sub&gt;QK&lt;/sub&gt;)（d&lt;sub&gt;QK&lt;/sub&gt; 为单个头的查询/键宽度）、Z = diag(A1)、Y = Z⁻¹AV、W&lt;sub&gt;O&lt;/sub&gt; 以及 MLA 的潜变量 L。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Built with&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;a href=&quot;https://www.qt.io/&quot;&gt;Qt&lt;/a&gt; %1 — GNU LGPL version 3&lt;/li&gt;&lt;li&gt;&lt;a href=&quot;https://eigen.tuxfamily.org/&quot;&gt;Eigen&lt;/a&gt; — Mozilla Public License 2.0&lt;/li&gt;&lt;li&gt;&lt;a href=&quot;https://github.com/google/sentencepiece&quot;&gt;SentencePiece&lt;/a&gt; — Apache License 2.0&lt;/li&gt;&lt;li&gt;&lt;a href=&quot;https://github.com/nlohmann/json&quot;&gt;nlohmann/json&lt;/a&gt; — MIT License&lt;/li&gt;&lt;li&gt;&lt;a href=&quot;https://www.openblas.net/&quot;&gt;OpenBLAS&lt;/a&gt; — BSD 3-Clause License&lt;/li&gt;&lt;li&gt;&lt;a href=&quot;https://github.com/kkos/oniguruma&quot;&gt;Oniguruma&lt;/a&gt;, &lt;a href=&quot;https://www.pcre.org/&quot;&gt;PCRE2&lt;/a&gt; — BSD 2- and 3-Clause Licenses&lt;/li&gt;&lt;li&gt;&lt;a href=&quot;https://icu.unicode.org/&quot;&gt;ICU&lt;/a&gt; — Unicode License&lt;/li&gt;&lt;li&gt;Noto CJK fonts (from the system, for Chinese) — SIL Open Font License 1.1&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h3&gt;所用组件&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;a href=&quot;https://www.qt.io/&quot;&gt;Qt&lt;/a&gt; %1 — GNU LGPL 第 3 版&lt;/li&gt;&lt;li&gt;&lt;a href=&quot;https://eigen.tuxfamily.org/&quot;&gt;Eigen&lt;/a&gt; — Mozilla Public License 2.0&lt;/li&gt;&lt;li&gt;&lt;a href=&quot;https://github.com/google/sentencepiece&quot;&gt;SentencePiece&lt;/a&gt; — Apache License 2.0&lt;/li&gt;&lt;li&gt;&lt;a href=&quot;https://github.com/nlohmann/json&quot;&gt;nlohmann/json&lt;/a&gt; — MIT 许可证&lt;/li&gt;&lt;li&gt;&lt;a href=&quot;https://www.openblas.net/&quot;&gt;OpenBLAS&lt;/a&gt; — BSD 三条款许可证&lt;/li&gt;&lt;li&gt;&lt;a href=&quot;https://github.com/kkos/oniguruma&quot;&gt;Oniguruma&lt;/a&gt;、&lt;a href=&quot;https://www.pcre.org/&quot;&gt;PCRE2&lt;/a&gt; — BSD 2 条款与 3 条款许可证&lt;/li&gt;&lt;li&gt;&lt;a href=&quot;https://icu.unicode.org/&quot;&gt;ICU&lt;/a&gt; — Unicode 许可证&lt;/li&gt;&lt;li&gt;Noto CJK 字体（来自系统，用于中文）— SIL Open Font License 1.1&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
</context>
<context>
    <name>atlas::AlignmentPage</name>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Step through decoding.&lt;/b&gt; The source&apos;s &lt;i&gt;K&lt;/i&gt; and &lt;i&gt;V&lt;/i&gt; are computed once, when it is encoded, and cached; each step adds one row: the new target token&apos;s query against all &lt;i&gt;n&lt;/i&gt; cached source keys.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;逐步解码。&lt;/b&gt;源句的 &lt;i&gt;K&lt;/i&gt; 和 &lt;i&gt;V&lt;/i&gt; 在编码时计算一次并缓存；每一步新增一行：新目标词元的查询与全部 &lt;i&gt;n&lt;/i&gt; 个已缓存的源键的比较。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The layer and head are the toolbar&apos;s; the stack is always cross-attention here.&lt;/p&gt;</source>
        <translation>&lt;p&gt;层和头取自工具栏；这里的堆栈始终是交叉注意力。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Alignment</source>
        <translation>对齐</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;No cross-attention.&lt;/b&gt; A decoder-only model has one causal stack: every token attends to the tokens before it in the same sequence, and there is no separate source to attend across to.&lt;/p&gt;&lt;p&gt;Its self-attention is on the Attention page.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;没有交叉注意力。&lt;/b&gt;仅解码器模型只有一个因果堆栈：每个词元关注同一序列中它之前的词元，没有可供跨越关注的独立源句。&lt;/p&gt;&lt;p&gt;它的自注意力见“注意力”页。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;This decoder-only model translates by continuing one causal sequence, [bos] English ⇒ German. It has no cross-attention: the German reads the English through &lt;b&gt;self-attention&lt;/b&gt;, in the same maps &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;A&lt;/i&gt; as every other token.&lt;/p&gt;&lt;p&gt;The page shows their block: the rows that predict the German (the arrow&apos;s row predicts the first German piece, each piece&apos;s row the next) × the English columns. A row&apos;s weights here sum to less than 1: the rest goes to bos, the arrow and the German before it. Keys a sliding layer&apos;s window no longer sees are masked.&lt;/p&gt;&lt;p&gt;The layer and head are the toolbar&apos;s.&lt;/p&gt;</source>
        <translation>&lt;p&gt;这个仅解码器模型通过续写一个因果序列来翻译：[bos] 英语 ⇒ 德语。它没有交叉注意力：德语通过&lt;b&gt;自注意力&lt;/b&gt;读取英语，与其他词元使用同样的 &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;A&lt;/i&gt; 图。&lt;/p&gt;&lt;p&gt;本页显示其中的块：预测德语的行（箭头所在行预测第一个德语片段，每个片段所在行预测下一个）× 英语列。这里一行的权重之和小于 1：其余部分给了 bos、箭头和之前的德语。滑动层窗口已看不到的键被遮蔽。&lt;/p&gt;&lt;p&gt;层和头由工具栏选择。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Cross-attention&lt;/b&gt; is where the decoder reads the source. The queries come from the decoder&apos;s states &lt;i&gt;X&lt;/i&gt;&lt;sub&gt;dec&lt;/sub&gt;, the keys and values from the encoder&apos;s output &lt;i&gt;X&lt;/i&gt;&lt;sub&gt;enc&lt;/sub&gt;:&lt;/p&gt;&lt;p align=center&gt;&lt;i&gt;Q&lt;/i&gt; = &lt;i&gt;X&lt;/i&gt;&lt;sub&gt;dec&lt;/sub&gt;&lt;i&gt;W&lt;sub&gt;Q&lt;/sub&gt;&lt;/i&gt;, &amp;nbsp;&lt;i&gt;K&lt;/i&gt; = &lt;i&gt;X&lt;/i&gt;&lt;sub&gt;enc&lt;/sub&gt;&lt;i&gt;W&lt;sub&gt;K&lt;/sub&gt;&lt;/i&gt;, &amp;nbsp;&lt;i&gt;V&lt;/i&gt; = &lt;i&gt;X&lt;/i&gt;&lt;sub&gt;enc&lt;/sub&gt;&lt;i&gt;W&lt;sub&gt;V&lt;/sub&gt;&lt;/i&gt;, &amp;nbsp;&lt;i&gt;A&lt;/i&gt; = exp(&lt;i&gt;QK&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;/√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt;), &amp;nbsp;&lt;i&gt;Y&lt;/i&gt; = &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;AV&lt;/i&gt;&lt;/p&gt;&lt;p&gt;with &lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt; the width of one head&apos;s queries and keys.&lt;/p&gt;&lt;p&gt;Row &lt;i&gt;t&lt;/i&gt; of &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;A&lt;/i&gt; belongs to the decoder&apos;s input token &lt;i&gt;t&lt;/i&gt; (&amp;lt;s&amp;gt; first) and says which source tokens it reads while predicting token &lt;i&gt;t&lt;/i&gt; + 1; it sums to 1. There is no mask: every target position may read the whole source.&lt;/p&gt;&lt;p&gt;The heatmap gives every weight; the lines give the shape at a glance, each as opaque as its weight (those below the threshold are not drawn). In a trained translation model they roughly follow the word alignment.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;交叉注意力&lt;/b&gt;是解码器读取源句的地方。查询来自解码器的状态 &lt;i&gt;X&lt;/i&gt;&lt;sub&gt;dec&lt;/sub&gt;，键和值来自编码器的输出 &lt;i&gt;X&lt;/i&gt;&lt;sub&gt;enc&lt;/sub&gt;：&lt;/p&gt;&lt;p align=center&gt;&lt;i&gt;Q&lt;/i&gt; = &lt;i&gt;X&lt;/i&gt;&lt;sub&gt;dec&lt;/sub&gt;&lt;i&gt;W&lt;sub&gt;Q&lt;/sub&gt;&lt;/i&gt;, &amp;nbsp;&lt;i&gt;K&lt;/i&gt; = &lt;i&gt;X&lt;/i&gt;&lt;sub&gt;enc&lt;/sub&gt;&lt;i&gt;W&lt;sub&gt;K&lt;/sub&gt;&lt;/i&gt;, &amp;nbsp;&lt;i&gt;V&lt;/i&gt; = &lt;i&gt;X&lt;/i&gt;&lt;sub&gt;enc&lt;/sub&gt;&lt;i&gt;W&lt;sub&gt;V&lt;/sub&gt;&lt;/i&gt;, &amp;nbsp;&lt;i&gt;A&lt;/i&gt; = exp(&lt;i&gt;QK&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;/√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt;), &amp;nbsp;&lt;i&gt;Y&lt;/i&gt; = &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;AV&lt;/i&gt;&lt;/p&gt;&lt;p&gt;其中 &lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt; 是单个头的查询和键的宽度。&lt;/p&gt;&lt;p&gt;&lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;A&lt;/i&gt; 的第 &lt;i&gt;t&lt;/i&gt; 行属于解码器的第 &lt;i&gt;t&lt;/i&gt; 个输入词元（首个为 &amp;lt;s&amp;gt;），表示它在预测第 &lt;i&gt;t&lt;/i&gt; + 1 个词元时读取哪些源词元；每行之和为 1。这里没有掩码：每个目标位置都可以读取整个源句。&lt;/p&gt;&lt;p&gt;热图给出每个权重；连线则让人一眼看出整体形状，每条线的不透明度等于其权重（低于阈值的不画）。在训练好的翻译模型中，它们大致沿着词对齐。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;This model: %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;本模型：%1。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Nothing to align.&lt;/b&gt; An encoder-only model (BERT&apos;s family) has one stack in which every token attends to every token, before and after it; it writes no second text, so no decoder reads across to a source. Its attention is on the Attention page, its guesses at each mask under the text.&lt;/p&gt;&lt;p&gt;&lt;b&gt;A sentence pair&lt;/b&gt; is what BERT reads for next-sentence prediction and for tasks on two texts: tokenizer(A, B) gives [CLS] A [SEP] B [SEP], and BertEmbeddings adds T[0] to the first part&apos;s tokens and T[1] to the second&apos;s (RoBERTa: &amp;lt;s&amp;gt; A &amp;lt;/s&amp;gt;&amp;lt;/s&amp;gt; B &amp;lt;/s&amp;gt;, one type for all). The page shows the block of &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;A&lt;/i&gt; where one part&apos;s queries meet the other part&apos;s keys; its rows sum to less than 1, the rest staying within the part. Many heads send most of it to [SEP].&lt;/p&gt;&lt;p&gt;The layer and head are the toolbar&apos;s.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;无可对齐。&lt;/b&gt;仅编码器模型（BERT 家族）只有一个堆栈，其中每个词元关注所有词元，无论前后；它不生成第二段文本，因此没有解码器跨越到源文本去读取。它的注意力在“注意力”页面上，它在每个掩码处的猜测在文本下方。&lt;/p&gt;&lt;p&gt;&lt;b&gt;句子对&lt;/b&gt;是 BERT 在下一句预测和双文本任务中读取的输入：tokenizer(A, B) 给出 [CLS] A [SEP] B [SEP]，BertEmbeddings 给第一部分的词元加上 T[0]，给第二部分的加上 T[1]（RoBERTa：&amp;lt;s&amp;gt; A &amp;lt;/s&amp;gt;&amp;lt;/s&amp;gt; B &amp;lt;/s&amp;gt;，全部同一类型）。本页显示 &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;A&lt;/i&gt; 中一部分的查询与另一部分的键相遇的块；其各行之和小于 1，其余留在本部分之内。许多头把大部分注意力送到 [SEP]。&lt;/p&gt;&lt;p&gt;层和头由工具栏选择。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>atlas::AppTheme</name>
    <message>
        <source>Follow the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>高对比度</translation>
    </message>
</context>
<context>
    <name>atlas::ApproxPage</name>
    <message>
        <source>Computing…</source>
        <translation>计算中…</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <source>in this layer only</source>
        <translation>仅在本层</translation>
    </message>
    <message>
        <source>in every layer of the stack</source>
        <translation>在该堆栈的每一层</translation>
    </message>
    <message>
        <source>Where the approximation replaces exact attention for Y, the logits and the translation</source>
        <translation>在何处用近似替换精确注意力来计算 Y、logits 和译文</translation>
    </message>
    <message>
        <source>Approximate:</source>
        <translation>近似：</translation>
    </message>
    <message>
        <source>Spectra</source>
        <translation>谱</translation>
    </message>
    <message>
        <source>Low rank</source>
        <translation>低秩</translation>
    </message>
    <message>
        <source>Randomized</source>
        <translation>随机化</translation>
    </message>
    <message>
        <source>Quantized KV</source>
        <translation>量化 KV</translation>
    </message>
    <message>
        <source>Numerical rank: the number of σᵢ above tolerance × σ₁</source>
        <translation>数值秩：大于 容差 × σ₁ 的 σᵢ 个数</translation>
    </message>
    <message>
        <source>Rank tolerance:</source>
        <translation>秩容差：</translation>
    </message>
    <message>
        <source>head</source>
        <translation>头</translation>
    </message>
    <message>
        <source>rank Z⁻¹A</source>
        <translation>Z⁻¹A 的秩</translation>
    </message>
    <message>
        <source>eff. rank Z⁻¹A</source>
        <translation>Z⁻¹A 的有效秩</translation>
    </message>
    <message>
        <source>rank S</source>
        <translation>S 的秩</translation>
    </message>
    <message>
        <source>eff. rank S</source>
        <translation>S 的有效秩</translation>
    </message>
    <message>
        <source>Truncated SVD, P_k = U_k Σ_k V_kᵀ:</source>
        <translation>截断 SVD，P_k = U_k Σ_k V_kᵀ：</translation>
    </message>
    <message>
        <source>Performer (FAVOR+ random features)</source>
        <translation>Performer（FAVOR+ 随机特征）</translation>
    </message>
    <message>
        <source>Nyström (segment-mean landmarks)</source>
        <translation>Nyström（以分段均值为地标）</translation>
    </message>
    <message>
        <source>Randomized SVD (Halko–Martinsson–Tropp)</source>
        <translation>随机 SVD（Halko–Martinsson–Tropp）</translation>
    </message>
    <message>
        <source>seed </source>
        <translation>种子 </translation>
    </message>
    <message>
        <source> seeds</source>
        <translation> 个种子</translation>
    </message>
    <message>
        <source>How many seeds the error-against-size chart draws for each size</source>
        <translation>“误差–规模”图中每个规模绘制的种子数</translation>
    </message>
    <message>
        <source>KV cache stored in:</source>
        <translation>KV 缓存存储格式：</translation>
    </message>
    <message>
        <source>format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>cache</source>
        <translation>缓存</translation>
    </message>
    <message>
        <source>saved vs fp32</source>
        <translation>相对 fp32 节省</translation>
    </message>
    <message>
        <source>saved vs bf16</source>
        <translation>相对 bf16 节省</translation>
    </message>
    <message>
        <source>max |ΔZ⁻¹A|</source>
        <translation>max |ΔZ⁻¹A|</translation>
    </message>
    <message>
        <source>max |Δlogits|</source>
        <translation>max |Δlogits|</translation>
    </message>
    <message>
        <source>arg-max kept</source>
        <translation>arg-max 不变</translation>
    </message>
    <message>
        <source>translation</source>
        <translation>译文</translation>
    </message>
    <message>
        <source>%1 · layer %2 · head %3</source>
        <translation>%1 · 第 %2 层 · 头 %3</translation>
    </message>
    <message>
        <source>error P̃ − P   (‖·‖_F / ‖P‖_F = %1)</source>
        <translation>误差 P̃ − P   (‖·‖_F / ‖P‖_F = %1)</translation>
    </message>
    <message>
        <source>relative error, Frobenius</source>
        <translation>相对误差（Frobenius 范数）</translation>
    </message>
    <message>
        <source>relative error, spectral</source>
        <translation>相对误差（谱范数）</translation>
    </message>
    <message>
        <source>FLOPs, one head</source>
        <translation>FLOPs，单个头</translation>
    </message>
    <message>
        <source>%1 exact · %2 approximate</source>
        <translation>%1 精确 · %2 近似</translation>
    </message>
    <message>
        <source>max |ΔY| of this head</source>
        <translation>该头的 max |ΔY|</translation>
    </message>
    <message>
        <source>Exact translation:</source>
        <translation>精确译文：</translation>
    </message>
    <message>
        <source>With the approximation:</source>
        <translation>使用近似：</translation>
    </message>
    <message>
        <source>Singular values, largest first</source>
        <translation>奇异值，从大到小</translation>
    </message>
    <message>
        <source>i</source>
        <translation>i</translation>
    </message>
    <message>
        <source>σᵢ (log scale)</source>
        <translation>σᵢ（对数刻度）</translation>
    </message>
    <message>
        <source>exact P = Z⁻¹A</source>
        <translation>精确 P = Z⁻¹A</translation>
    </message>
    <message>
        <source>rank-%1 truncation P_k</source>
        <translation>秩 %1 截断 P_k</translation>
    </message>
    <message>
        <source>Error of the best rank-k map (Eckart–Young)</source>
        <translation>最佳秩 k 近似的误差（Eckart–Young）</translation>
    </message>
    <message>
        <source>rank k</source>
        <translation>秩 k</translation>
    </message>
    <message>
        <source>relative error</source>
        <translation>相对误差</translation>
    </message>
    <message>
        <source>Performer, m = %1 features</source>
        <translation>Performer，m = %1 个特征</translation>
    </message>
    <message>
        <source>Nyström, m = %1 landmarks</source>
        <translation>Nyström，m = %1 个地标</translation>
    </message>
    <message>
        <source>randomized SVD, k = %1 (+5)</source>
        <translation>随机 SVD，k = %1 (+5)</translation>
    </message>
    <message>
        <source>Error against %1 over %2 seeds</source>
        <translation>误差随 %1 的变化（%2 个种子）</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Cache for this sentence:&lt;/b&gt; %1 in fp32, &lt;b&gt;%2&lt;/b&gt; in %3 (%4 % saved).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;本句的缓存：&lt;/b&gt;fp32 下 %1，%3 下 &lt;b&gt;%2&lt;/b&gt;（节省 %4%）。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>changed: %1</source>
        <translation>已改变：%1</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>未改变</translation>
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
        <translation>近似</translation>
    </message>
    <message>
        <source>change in Z⁻¹A of %1 layer %2 head %3, keys stored in %4</source>
        <translation>%1 第 %2 层头 %3 的 Z⁻¹A 变化，键以 %4 存储</translation>
    </message>
    <message>
        <source>cross-attention</source>
        <translation>交叉注意力</translation>
    </message>
    <message>
        <source>decoder self-attention</source>
        <translation>解码器自注意力</translation>
    </message>
    <message>
        <source>The toolbar&apos;s stack, layer and head (the mean shows head 0)</source>
        <translation>工具栏所选的堆栈、层和头（选平均时显示头 0）</translation>
    </message>
    <message>
        <source>&lt;small&gt;Numerical rank: σᵢ &amp;gt; tol·σ₁. Effective rank: exp(−Σ pᵢ log pᵢ), pᵢ = σᵢ/Σσ (Roy &amp;amp; Vetterli 2007). S has rank ≤ d&lt;sub&gt;QK&lt;/sub&gt; (d&lt;sub&gt;h&lt;/sub&gt;, or d&lt;sub&gt;h&lt;/sub&gt; + d&lt;sub&gt;r&lt;/sub&gt; for MLA); Z⁻¹A, its exponential, usually does not.&lt;/small&gt;</source>
        <translation>&lt;small&gt;数值秩：σᵢ &amp;gt; tol·σ₁。有效秩：exp(−Σ pᵢ log pᵢ)，pᵢ = σᵢ/Σσ（Roy &amp;amp; Vetterli 2007）。S 的秩 ≤ d&lt;sub&gt;QK&lt;/sub&gt;（即 d&lt;sub&gt;h&lt;/sub&gt;，MLA 为 d&lt;sub&gt;h&lt;/sub&gt; + d&lt;sub&gt;r&lt;/sub&gt;）；而作为其指数的 Z⁻¹A 通常不满足。&lt;/small&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Approximations&lt;/h3&gt;&lt;p&gt;The instruments of randomized numerical linear algebra, on the head the toolbar chooses. P = Z⁻¹A is that head&apos;s attention, S = QKᵀ/√d&lt;sub&gt;QK&lt;/sub&gt; its scores (d&lt;sub&gt;QK&lt;/sub&gt; the width of one head&apos;s queries and keys).&lt;/p&gt;&lt;h4&gt;Spectra&lt;/h4&gt;&lt;p&gt;Singular values σ₁ ≥ σ₂ ≥ … of P, of S (rank ≤ d&lt;sub&gt;QK&lt;/sub&gt;: d&lt;sub&gt;h&lt;/sub&gt;, or d&lt;sub&gt;h&lt;/sub&gt; + d&lt;sub&gt;r&lt;/sub&gt; for MLA) and of the weights that make the scores, stored as rows = outputs: W&lt;sub&gt;q&lt;/sub&gt;ᵀW&lt;sub&gt;k&lt;/sub&gt;, and for MLA the up-projections W&lt;sub&gt;uk&lt;/sub&gt; (W&lt;sup&gt;K&lt;/sup&gt; of the keys from &lt;i&gt;L&lt;/i&gt;), W&lt;sub&gt;uv&lt;/sub&gt; (W&lt;sup&gt;V&lt;/sup&gt;) and the paper&apos;s absorbed W&lt;sup&gt;LQK&lt;/sup&gt; = W&lt;sub&gt;q&lt;/sub&gt;ᵀW&lt;sub&gt;uk&lt;/sub&gt; (d × d&lt;sub&gt;c&lt;/sub&gt;, rank ≤ min(d&lt;sub&gt;h&lt;/sub&gt;, d&lt;sub&gt;c&lt;/sub&gt;)). Numerical rank: #{σᵢ &amp;gt; tol·σ₁}; effective rank exp(−Σ pᵢ log pᵢ), pᵢ = σᵢ/Σσⱼ.&lt;/p&gt;&lt;h4&gt;Low rank&lt;/h4&gt;&lt;p&gt;P&lt;sub&gt;k&lt;/sub&gt; = U&lt;sub&gt;k&lt;/sub&gt;Σ&lt;sub&gt;k&lt;/sub&gt;V&lt;sub&gt;k&lt;/sub&gt;ᵀ is the best rank-k map: ‖P − P&lt;sub&gt;k&lt;/sub&gt;‖₂ = σ&lt;sub&gt;k+1&lt;/sub&gt;, ‖P − P&lt;sub&gt;k&lt;/sub&gt;‖&lt;sub&gt;F&lt;/sub&gt; = (Σ&lt;sub&gt;j&amp;gt;k&lt;/sub&gt; σⱼ²)&lt;sup&gt;½&lt;/sup&gt; (Eckart–Young). Downstream, Y = P&lt;sub&gt;k&lt;/sub&gt;V replaces Y = PV in the chosen layers; masked entries stay 0.&lt;/p&gt;&lt;h4&gt;Randomized&lt;/h4&gt;&lt;p&gt;&lt;b&gt;Performer&lt;/b&gt; (Choromanski et al. 2021): exp(qᵀk/√d&lt;sub&gt;QK&lt;/sub&gt;) = E[φ(q)ᵀφ(k)] with φ(x) = exp(Gx − |x|²/2)/√m, x scaled by d&lt;sub&gt;QK&lt;/sub&gt;&lt;sup&gt;−¼&lt;/sup&gt;, G orthogonal Gaussian; error ∝ m&lt;sup&gt;−½&lt;/sup&gt;, cost O(n·m·d&lt;sub&gt;QK&lt;/sub&gt;). &lt;b&gt;Nyström&lt;/b&gt; (Xiong et al. 2021): Ã = κ(Q, K̃) κ(K̃, K̃)⁺ κ(K̃, K) with m landmarks K̃ (segment means of the keys), exact when every key is a landmark; no rank-m map beats σ&lt;sub&gt;m+1&lt;/sub&gt;. &lt;b&gt;Randomized SVD&lt;/b&gt; (Halko, Martinsson &amp;amp; Tropp 2011): C = PΩ with a Gaussian Ω of k + p columns, B = qr(C), P ≈ BBᵀP; E‖P − BBᵀP‖ ≤ (1 + √(k/(p−1)))σ&lt;sub&gt;k+1&lt;/sub&gt; + (e√(k+p)/p)(Σ&lt;sub&gt;j&amp;gt;k&lt;/sub&gt;σⱼ²)&lt;sup&gt;½&lt;/sup&gt;. The chart draws the median error over the seeds, their min–max band and that theory. Every draw follows from the seed.&lt;/p&gt;&lt;h4&gt;Quantized KV&lt;/h4&gt;&lt;p&gt;Keys and values are rounded as the cache would store them: bf16, fp16, fp8 e4m3 (round to nearest even, saturating), int8 or int4 with one absmax scale per token and head (per latent for MLA). The memory follows SPEC&apos;s cache formula (the KV cache page); DeepSeek-V2 stores its MLA cache in 6 bits.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;近似&lt;/h3&gt;&lt;p&gt;随机数值线性代数的工具，作用于工具栏所选的头。P = Z⁻¹A 是该头的注意力，S = QKᵀ/√d&lt;sub&gt;QK&lt;/sub&gt; 是其得分（d&lt;sub&gt;QK&lt;/sub&gt; 为单个头的查询和键的宽度）。&lt;/p&gt;&lt;h4&gt;谱&lt;/h4&gt;&lt;p&gt;P、S（秩 ≤ d&lt;sub&gt;QK&lt;/sub&gt;：即 d&lt;sub&gt;h&lt;/sub&gt;，MLA 为 d&lt;sub&gt;h&lt;/sub&gt; + d&lt;sub&gt;r&lt;/sub&gt;）以及生成得分的权重（按“行 = 输出”存储）的奇异值 σ₁ ≥ σ₂ ≥ …：W&lt;sub&gt;q&lt;/sub&gt;ᵀW&lt;sub&gt;k&lt;/sub&gt;；对 MLA 还有上投影 W&lt;sub&gt;uk&lt;/sub&gt;（由 &lt;i&gt;L&lt;/i&gt; 得到键的 W&lt;sup&gt;K&lt;/sup&gt;）、W&lt;sub&gt;uv&lt;/sub&gt;（W&lt;sup&gt;V&lt;/sup&gt;）以及论文中吸收后的 W&lt;sup&gt;LQK&lt;/sup&gt; = W&lt;sub&gt;q&lt;/sub&gt;ᵀW&lt;sub&gt;uk&lt;/sub&gt;（d × d&lt;sub&gt;c&lt;/sub&gt;，秩 ≤ min(d&lt;sub&gt;h&lt;/sub&gt;, d&lt;sub&gt;c&lt;/sub&gt;)）。数值秩：#{σᵢ &amp;gt; tol·σ₁}；有效秩 exp(−Σ pᵢ log pᵢ)，pᵢ = σᵢ/Σσⱼ。&lt;/p&gt;&lt;h4&gt;低秩&lt;/h4&gt;&lt;p&gt;P&lt;sub&gt;k&lt;/sub&gt; = U&lt;sub&gt;k&lt;/sub&gt;Σ&lt;sub&gt;k&lt;/sub&gt;V&lt;sub&gt;k&lt;/sub&gt;ᵀ 是最佳秩 k 近似：‖P − P&lt;sub&gt;k&lt;/sub&gt;‖₂ = σ&lt;sub&gt;k+1&lt;/sub&gt;，‖P − P&lt;sub&gt;k&lt;/sub&gt;‖&lt;sub&gt;F&lt;/sub&gt; = (Σ&lt;sub&gt;j&amp;gt;k&lt;/sub&gt; σⱼ²)&lt;sup&gt;½&lt;/sup&gt;（Eckart–Young）。在后续计算中，所选各层用 Y = P&lt;sub&gt;k&lt;/sub&gt;V 代替 Y = PV；被掩码的元素保持为 0。&lt;/p&gt;&lt;h4&gt;随机化&lt;/h4&gt;&lt;p&gt;&lt;b&gt;Performer&lt;/b&gt;（Choromanski 等，2021）：exp(qᵀk/√d&lt;sub&gt;QK&lt;/sub&gt;) = E[φ(q)ᵀφ(k)]，其中 φ(x) = exp(Gx − |x|²/2)/√m，x 乘以 d&lt;sub&gt;QK&lt;/sub&gt;&lt;sup&gt;−¼&lt;/sup&gt;，G 为正交高斯矩阵；误差 ∝ m&lt;sup&gt;−½&lt;/sup&gt;，开销 O(n·m·d&lt;sub&gt;QK&lt;/sub&gt;)。&lt;b&gt;Nyström&lt;/b&gt;（Xiong 等，2021）：Ã = κ(Q, K̃) κ(K̃, K̃)⁺ κ(K̃, K)，取 m 个地标 K̃（键的分段均值），当每个键都是地标时精确；任何秩 m 近似都无法低于 σ&lt;sub&gt;m+1&lt;/sub&gt;。&lt;b&gt;随机 SVD&lt;/b&gt;（Halko、Martinsson &amp;amp; Tropp，2011）：C = PΩ，Ω 为 k + p 列的高斯矩阵，B = qr(C)，P ≈ BBᵀP；E‖P − BBᵀP‖ ≤ (1 + √(k/(p−1)))σ&lt;sub&gt;k+1&lt;/sub&gt; + (e√(k+p)/p)(Σ&lt;sub&gt;j&amp;gt;k&lt;/sub&gt;σⱼ²)&lt;sup&gt;½&lt;/sup&gt;。图中画出各种子误差的中位数、其最小–最大区间以及该理论界。每次抽样都由种子决定。&lt;/p&gt;&lt;h4&gt;量化 KV&lt;/h4&gt;&lt;p&gt;键和值按缓存的存储方式舍入：bf16、fp16、fp8 e4m3（就近舍入到偶数，饱和），或 int8、int4（每个词元每个头一个 absmax 缩放因子，MLA 为每个潜变量一个）。内存按 SPEC 的缓存公式计算（见 KV 缓存页）；DeepSeek-V2 以 6 位存储其 MLA 缓存。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>atlas::ApproxRunner</name>
    <message>
        <source>Z⁻¹A (attention)</source>
        <translation>Z⁻¹A（注意力）</translation>
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
        <translation>m（特征数或地标数）</translation>
    </message>
    <message>
        <source>S = QKᵀ/√d_QK (scores)</source>
        <translation>S = QKᵀ/√d_QK（分数）</translation>
    </message>
    <message>
        <source>target rank k (B has k + 5 columns)</source>
        <translation>目标秩 k（B 有 k + 5 列）</translation>
    </message>
</context>
<context>
    <name>atlas::AttentionPage</name>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Step through decoding.&lt;/b&gt; At step &lt;i&gt;t&lt;/i&gt; the decoder reads &lt;i&gt;y&lt;/i&gt;&lt;sub&gt;&lt;i&gt;t&lt;/i&gt;−1&lt;/sub&gt;, appends its key and value to the KV cache and computes one new row of each map: against the &lt;i&gt;t&lt;/i&gt; cached keys in self-attention (left) and the &lt;i&gt;n&lt;/i&gt; cached source keys in cross-attention (right). Earlier rows never change: they equal the full pass&apos;s.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;逐步解码。&lt;/b&gt;在第 &lt;i&gt;t&lt;/i&gt; 步，解码器读取 &lt;i&gt;y&lt;/i&gt;&lt;sub&gt;&lt;i&gt;t&lt;/i&gt;−1&lt;/sub&gt;，把它的键和值追加到 KV 缓存中，并为每张图计算新的一行：自注意力中对 &lt;i&gt;t&lt;/i&gt; 个已缓存的键（左），交叉注意力中对 &lt;i&gt;n&lt;/i&gt; 个已缓存的源键（右）。之前的行不会再变：它们与完整前向计算的结果相同。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Encoder self-attention&lt;/b&gt;: &lt;i&gt;Q&lt;/i&gt; = &lt;i&gt;XW&lt;sub&gt;Q&lt;/sub&gt;&lt;/i&gt;, &lt;i&gt;K&lt;/i&gt; = &lt;i&gt;XW&lt;sub&gt;K&lt;/sub&gt;&lt;/i&gt;, &lt;i&gt;V&lt;/i&gt; = &lt;i&gt;XW&lt;sub&gt;V&lt;/sub&gt;&lt;/i&gt; all come from the source &lt;i&gt;X&lt;/i&gt;, so a sentence of &lt;i&gt;n&lt;/i&gt; tokens gives an &lt;i&gt;n&lt;/i&gt; × &lt;i&gt;n&lt;/i&gt; map.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;编码器自注意力&lt;/b&gt;：&lt;i&gt;Q&lt;/i&gt; = &lt;i&gt;XW&lt;sub&gt;Q&lt;/sub&gt;&lt;/i&gt;、&lt;i&gt;K&lt;/i&gt; = &lt;i&gt;XW&lt;sub&gt;K&lt;/sub&gt;&lt;/i&gt;、&lt;i&gt;V&lt;/i&gt; = &lt;i&gt;XW&lt;sub&gt;V&lt;/sub&gt;&lt;/i&gt; 都来自源句 &lt;i&gt;X&lt;/i&gt;，因此 &lt;i&gt;n&lt;/i&gt; 个词元的句子得到一张 &lt;i&gt;n&lt;/i&gt; × &lt;i&gt;n&lt;/i&gt; 的图。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;MQA&lt;/b&gt;: all %1 query heads share one &lt;i&gt;K&lt;/i&gt; and one &lt;i&gt;V&lt;/i&gt;; the cache holds one key/value head.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;MQA&lt;/b&gt;：全部 %1 个查询头共享一个 &lt;i&gt;K&lt;/i&gt; 和一个 &lt;i&gt;V&lt;/i&gt;；缓存中只有一个键/值头。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;GQA&lt;/b&gt;: the %1 query heads share %2 key/value heads; head &lt;i&gt;h&lt;/i&gt; reads &lt;i&gt;K&lt;/i&gt;, &lt;i&gt;V&lt;/i&gt; of head ⌊&lt;i&gt;h&lt;/i&gt; / %3⌋.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;GQA&lt;/b&gt;：%1 个查询头共享 %2 个键/值头；头 &lt;i&gt;h&lt;/i&gt; 读取头 ⌊&lt;i&gt;h&lt;/i&gt; / %3⌋ 的 &lt;i&gt;K&lt;/i&gt;、&lt;i&gt;V&lt;/i&gt;。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;MHA&lt;/b&gt;: each of the %1 heads has its own &lt;i&gt;K&lt;/i&gt; and &lt;i&gt;V&lt;/i&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;MHA&lt;/b&gt;：%1 个头各有自己的 &lt;i&gt;K&lt;/i&gt; 和 &lt;i&gt;V&lt;/i&gt;。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The grid shows every head of every layer; click one to see it large. A sharp head has low entropy, a diffuse one up to ln &lt;i&gt;n&lt;/i&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;网格显示每层的每个头；点击一个可放大查看。集中的头熵低，分散的头熵最高可达 ln &lt;i&gt;n&lt;/i&gt;。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Decoder-only&lt;/b&gt;: one causal stack over the prompt and its continuation, one sequence; no encoder, nothing across. The tokens strip marks where the continuation starts.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;仅解码器&lt;/b&gt;：一个因果堆栈覆盖提示词及其续写，同一个序列；没有编码器，没有跨越。词元条标出续写开始的位置。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Sliding windows&lt;/b&gt;: a &lt;i&gt;local&lt;/i&gt; layer&apos;s query at position &lt;i&gt;q&lt;/i&gt; sees only the keys &lt;i&gt;q&lt;/i&gt; − &lt;i&gt;W&lt;/i&gt; &amp;lt; &lt;i&gt;k&lt;/i&gt; ≤ &lt;i&gt;q&lt;/i&gt;; the keys before its window are masked too, drawn as a pale band apart from the causal triangle. A &lt;i&gt;global&lt;/i&gt; layer sees every earlier key. Its KV cache keeps at most &lt;i&gt;W&lt;/i&gt; tokens.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;滑动窗口&lt;/b&gt;：&lt;i&gt;局部&lt;/i&gt;层在位置 &lt;i&gt;q&lt;/i&gt; 的查询只看到键 &lt;i&gt;q&lt;/i&gt; − &lt;i&gt;W&lt;/i&gt; &amp;lt; &lt;i&gt;k&lt;/i&gt; ≤ &lt;i&gt;q&lt;/i&gt;；窗口之前的键也被遮蔽，画成与因果三角区分开的浅色带。&lt;i&gt;全局&lt;/i&gt;层看到所有更早的键。其 KV 缓存最多保存 &lt;i&gt;W&lt;/i&gt; 个词元。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;MLA&lt;/b&gt;: each token is compressed to a latent &lt;i&gt;L&lt;/i&gt; = &lt;i&gt;XW&lt;sup&gt;L&lt;/sup&gt;&lt;/i&gt; of &lt;i&gt;d&lt;sub&gt;c&lt;/sub&gt;&lt;/i&gt; = %1 numbers; head &lt;i&gt;h&lt;/i&gt; expands its own &lt;i&gt;K&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;LW&lt;sub&gt;h&lt;/sub&gt;&lt;sup&gt;K&lt;/sup&gt;&lt;/i&gt; and &lt;i&gt;V&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;LW&lt;sub&gt;h&lt;/sub&gt;&lt;sup&gt;V&lt;/sup&gt;&lt;/i&gt; from it. A rotary key &lt;i&gt;k&lt;sub&gt;r&lt;/sub&gt;&lt;/i&gt; of &lt;i&gt;d&lt;sub&gt;r&lt;/sub&gt;&lt;/i&gt; = %2 numbers, shared by the heads, stays outside &lt;i&gt;L&lt;/i&gt; (rotation by position cannot be absorbed into a fixed matrix). The cache holds &lt;i&gt;L&lt;/i&gt; and &lt;i&gt;k&lt;sub&gt;r&lt;/sub&gt;&lt;/i&gt;: &lt;i&gt;d&lt;sub&gt;c&lt;/sub&gt;&lt;/i&gt; + &lt;i&gt;d&lt;sub&gt;r&lt;/sub&gt;&lt;/i&gt; = %3 numbers per token and layer, whatever the number of heads.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;MLA&lt;/b&gt;：每个词元被压缩为由 &lt;i&gt;d&lt;sub&gt;c&lt;/sub&gt;&lt;/i&gt; = %1 个数组成的潜变量 &lt;i&gt;L&lt;/i&gt; = &lt;i&gt;XW&lt;sup&gt;L&lt;/sup&gt;&lt;/i&gt;；头 &lt;i&gt;h&lt;/i&gt; 由它展开出自己的 &lt;i&gt;K&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;LW&lt;sub&gt;h&lt;/sub&gt;&lt;sup&gt;K&lt;/sup&gt;&lt;/i&gt; 和 &lt;i&gt;V&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;LW&lt;sub&gt;h&lt;/sub&gt;&lt;sup&gt;V&lt;/sup&gt;&lt;/i&gt;。由 &lt;i&gt;d&lt;sub&gt;r&lt;/sub&gt;&lt;/i&gt; = %2 个数组成、各头共享的旋转键 &lt;i&gt;k&lt;sub&gt;r&lt;/sub&gt;&lt;/i&gt; 留在 &lt;i&gt;L&lt;/i&gt; 之外（随位置而变的旋转无法吸收进固定矩阵）。缓存保存 &lt;i&gt;L&lt;/i&gt; 和 &lt;i&gt;k&lt;sub&gt;r&lt;/sub&gt;&lt;/i&gt;：每个词元每层 &lt;i&gt;d&lt;sub&gt;c&lt;/sub&gt;&lt;/i&gt; + &lt;i&gt;d&lt;sub&gt;r&lt;/sub&gt;&lt;/i&gt; = %3 个数，与头数无关。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Each head &lt;i&gt;h&lt;/i&gt; compares every query with every key and mixes the values:&lt;/p&gt;&lt;p align=center&gt;&lt;i&gt;A&lt;/i&gt; = exp(&lt;i&gt;Q&lt;sub&gt;h&lt;/sub&gt;K&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;/√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt;), &amp;nbsp;&lt;i&gt;Z&lt;/i&gt; = diag(&lt;i&gt;A&lt;/i&gt;1), &amp;nbsp;&lt;i&gt;Y&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;AV&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt;&lt;/p&gt;&lt;p&gt;&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt; is the width of one head&apos;s queries and keys (not &lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt;).&lt;/p&gt;&lt;p&gt;The maps show &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;A&lt;/i&gt;: row &lt;i&gt;i&lt;/i&gt; is how query &lt;i&gt;i&lt;/i&gt; divides its attention among the keys; every row sums to 1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;每个头 &lt;i&gt;h&lt;/i&gt; 将每个查询与每个键比较，并混合各个值：&lt;/p&gt;&lt;p align=center&gt;&lt;i&gt;A&lt;/i&gt; = exp(&lt;i&gt;Q&lt;sub&gt;h&lt;/sub&gt;K&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;/√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt;), &amp;nbsp;&lt;i&gt;Z&lt;/i&gt; = diag(&lt;i&gt;A&lt;/i&gt;1), &amp;nbsp;&lt;i&gt;Y&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;AV&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt;&lt;/p&gt;&lt;p&gt;&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt; 是单个头的查询和键的宽度（不是 &lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt;）。&lt;/p&gt;&lt;p&gt;图中显示的是 &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;A&lt;/i&gt;：第 &lt;i&gt;i&lt;/i&gt; 行表示查询 &lt;i&gt;i&lt;/i&gt; 如何在各键之间分配注意力；每行之和为 1。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Decoder self-attention&lt;/b&gt;: &lt;i&gt;Q&lt;/i&gt;, &lt;i&gt;K&lt;/i&gt;, &lt;i&gt;V&lt;/i&gt; come from the decoder&apos;s input &amp;lt;s&amp;gt;, &lt;i&gt;y&lt;/i&gt;&lt;sub&gt;1&lt;/sub&gt; … &lt;i&gt;y&lt;sub&gt;m&lt;/sub&gt;&lt;/i&gt;. The causal mask adds −∞ to &lt;i&gt;QK&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;/√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt; where key &lt;i&gt;j&lt;/i&gt; &amp;gt; query &lt;i&gt;i&lt;/i&gt;, so &lt;i&gt;A&lt;sub&gt;ij&lt;/sub&gt;&lt;/i&gt; = 0 there (hatched): position &lt;i&gt;i&lt;/i&gt; reads only itself and the positions before it. Row &lt;i&gt;t&lt;/i&gt; predicts token &lt;i&gt;t&lt;/i&gt; + 1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;解码器自注意力&lt;/b&gt;：&lt;i&gt;Q&lt;/i&gt;、&lt;i&gt;K&lt;/i&gt;、&lt;i&gt;V&lt;/i&gt; 都来自解码器的输入 &amp;lt;s&amp;gt;, &lt;i&gt;y&lt;/i&gt;&lt;sub&gt;1&lt;/sub&gt; … &lt;i&gt;y&lt;sub&gt;m&lt;/sub&gt;&lt;/i&gt;。因果掩码在键 &lt;i&gt;j&lt;/i&gt; &amp;gt; 查询 &lt;i&gt;i&lt;/i&gt; 处给 &lt;i&gt;QK&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;/√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt; 加上 −∞，因此那里 &lt;i&gt;A&lt;sub&gt;ij&lt;/sub&gt;&lt;/i&gt; = 0（斜线阴影）：位置 &lt;i&gt;i&lt;/i&gt; 只读取自身及其之前的位置。第 &lt;i&gt;t&lt;/i&gt; 行预测第 &lt;i&gt;t&lt;/i&gt; + 1 个词元。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Cross-attention&lt;/b&gt;: the queries come from the decoder&apos;s states &lt;i&gt;X&lt;/i&gt;&lt;sub&gt;dec&lt;/sub&gt;, &lt;i&gt;Q&lt;/i&gt; = &lt;i&gt;X&lt;/i&gt;&lt;sub&gt;dec&lt;/sub&gt;&lt;i&gt;W&lt;sub&gt;Q&lt;/sub&gt;&lt;/i&gt;; the keys and values from the encoder&apos;s output &lt;i&gt;X&lt;/i&gt;&lt;sub&gt;enc&lt;/sub&gt;: &lt;i&gt;K&lt;/i&gt; = &lt;i&gt;X&lt;/i&gt;&lt;sub&gt;enc&lt;/sub&gt;&lt;i&gt;W&lt;sub&gt;K&lt;/sub&gt;&lt;/i&gt;, &lt;i&gt;V&lt;/i&gt; = &lt;i&gt;X&lt;/i&gt;&lt;sub&gt;enc&lt;/sub&gt;&lt;i&gt;W&lt;sub&gt;V&lt;/sub&gt;&lt;/i&gt;. Rows are target positions, columns source tokens; &lt;i&gt;K&lt;/i&gt; and &lt;i&gt;V&lt;/i&gt; are computed once per sentence.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;交叉注意力&lt;/b&gt;：查询来自解码器的状态 &lt;i&gt;X&lt;/i&gt;&lt;sub&gt;dec&lt;/sub&gt;，&lt;i&gt;Q&lt;/i&gt; = &lt;i&gt;X&lt;/i&gt;&lt;sub&gt;dec&lt;/sub&gt;&lt;i&gt;W&lt;sub&gt;Q&lt;/sub&gt;&lt;/i&gt;；键和值来自编码器的输出 &lt;i&gt;X&lt;/i&gt;&lt;sub&gt;enc&lt;/sub&gt;：&lt;i&gt;K&lt;/i&gt; = &lt;i&gt;X&lt;/i&gt;&lt;sub&gt;enc&lt;/sub&gt;&lt;i&gt;W&lt;sub&gt;K&lt;/sub&gt;&lt;/i&gt;，&lt;i&gt;V&lt;/i&gt; = &lt;i&gt;X&lt;/i&gt;&lt;sub&gt;enc&lt;/sub&gt;&lt;i&gt;W&lt;sub&gt;V&lt;/sub&gt;&lt;/i&gt;。行是目标位置，列是源词元；&lt;i&gt;K&lt;/i&gt; 和 &lt;i&gt;V&lt;/i&gt; 每句只计算一次。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;This model: %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;本模型：%1。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Encoder-only&lt;/b&gt; (BERT&apos;s family): one stack in which every position sees every position, before and after it; no decoder, nothing across. A special token opens the text and one ends it ([CLS] and [SEP] in BERT); the masked-LM head reads the last layer at each mask and predicts the word hidden there. The head statistics name what a head mostly looks at (the previous or next token, the separators, the first token): the heads Clark et al. (2019) found in BERT.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;仅编码器&lt;/b&gt;（BERT 家族）：一个堆栈，每个位置都能看到所有位置，前后皆可；没有解码器，也没有交叉注意力。一个特殊词元开启文本，另一个结束文本（BERT 中为 [CLS] 和 [SEP]）；掩码语言模型头在每个掩码处读取最后一层，预测被遮住的词。头统计给出每个头主要关注什么（前一个或后一个词元、分隔符、第一个词元）：正是 Clark 等人（2019）在 BERT 中发现的那些头。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>atlas::AttributionPage</name>
    <message>
        <source>%1: %2 → predicts %3</source>
        <translation>%1：%2 → 预测 %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>raw attention</source>
        <translation>原始注意力</translation>
    </message>
    <message>
        <source>rollout</source>
        <translation>Rollout</translation>
    </message>
    <message>
        <source>flow</source>
        <translation>流</translation>
    </message>
    <message>
        <source>not computed: more than %1 tokens</source>
        <translation>未计算：超过 %1 个词元</translation>
    </message>
    <message>
        <source>gradient × input</source>
        <translation>梯度 × 输入</translation>
    </message>
    <message>
        <source>Attribution</source>
        <translation>归因</translation>
    </message>
    <message>
        <source>; this model: %1</source>
        <translation>；本模型：%1</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Rollout&lt;/b&gt; (Abnar &amp;amp; Zuidema 2020). Per layer the residual connection is half the mixing: &lt;i&gt;Â&lt;/i&gt;&lt;sub&gt;&lt;i&gt;l&lt;/i&gt;&lt;/sub&gt; = ½&lt;i&gt;P̄&lt;/i&gt;&lt;sub&gt;&lt;i&gt;l&lt;/i&gt;&lt;/sub&gt; + ½&lt;i&gt;I&lt;/i&gt;, &lt;i&gt;P̄&lt;/i&gt;&lt;sub&gt;&lt;i&gt;l&lt;/i&gt;&lt;/sub&gt; the mean over heads of &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;A&lt;/i&gt;, rows renormalised; then &lt;i&gt;R&lt;/i&gt;&lt;sub&gt;0&lt;/sub&gt; = &lt;i&gt;Â&lt;/i&gt;&lt;sub&gt;0&lt;/sub&gt;, &lt;i&gt;R&lt;/i&gt;&lt;sub&gt;&lt;i&gt;l&lt;/i&gt;&lt;/sub&gt; = &lt;i&gt;Â&lt;/i&gt;&lt;sub&gt;&lt;i&gt;l&lt;/i&gt;&lt;/sub&gt; &lt;i&gt;R&lt;/i&gt;&lt;sub&gt;&lt;i&gt;l&lt;/i&gt;−1&lt;/sub&gt;. Row &lt;i&gt;i&lt;/i&gt; of the top &lt;i&gt;R&lt;/i&gt; sums to 1: the share of position &lt;i&gt;i&lt;/i&gt; that comes from each input token along all paths.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Flow&lt;/b&gt; (same paper). The layers form a graph, one node per position per layer, the edge from &lt;i&gt;j&lt;/i&gt; below layer &lt;i&gt;l&lt;/i&gt; to &lt;i&gt;i&lt;/i&gt; above it of capacity &lt;i&gt;Â&lt;/i&gt;&lt;sub&gt;&lt;i&gt;l&lt;/i&gt;&lt;/sub&gt;[&lt;i&gt;i&lt;/i&gt;, &lt;i&gt;j&lt;/i&gt;]. The flow of input token &lt;i&gt;j&lt;/i&gt; to output &lt;i&gt;i&lt;/i&gt; is the maximum flow from node (0, &lt;i&gt;j&lt;/i&gt;) to node (&lt;i&gt;n&lt;/i&gt;&lt;sub&gt;layers&lt;/sub&gt;, &lt;i&gt;i&lt;/i&gt;), solved exactly (Dinic&apos;s algorithm, up to %2 tokens). It lies between the rollout&apos;s entry and 1: rollout multiplies along paths, flow asks how much can pass the narrowest cut.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Rollout&lt;/b&gt;（Abnar &amp;amp; Zuidema 2020）。每层的残差连接占混合的一半：&lt;i&gt;Â&lt;/i&gt;&lt;sub&gt;&lt;i&gt;l&lt;/i&gt;&lt;/sub&gt; = ½&lt;i&gt;P̄&lt;/i&gt;&lt;sub&gt;&lt;i&gt;l&lt;/i&gt;&lt;/sub&gt; + ½&lt;i&gt;I&lt;/i&gt;，&lt;i&gt;P̄&lt;/i&gt;&lt;sub&gt;&lt;i&gt;l&lt;/i&gt;&lt;/sub&gt; 为 &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;A&lt;/i&gt; 在各头上的平均，各行重新归一化；然后 &lt;i&gt;R&lt;/i&gt;&lt;sub&gt;0&lt;/sub&gt; = &lt;i&gt;Â&lt;/i&gt;&lt;sub&gt;0&lt;/sub&gt;，&lt;i&gt;R&lt;/i&gt;&lt;sub&gt;&lt;i&gt;l&lt;/i&gt;&lt;/sub&gt; = &lt;i&gt;Â&lt;/i&gt;&lt;sub&gt;&lt;i&gt;l&lt;/i&gt;&lt;/sub&gt; &lt;i&gt;R&lt;/i&gt;&lt;sub&gt;&lt;i&gt;l&lt;/i&gt;−1&lt;/sub&gt;。最顶层 &lt;i&gt;R&lt;/i&gt; 的第 &lt;i&gt;i&lt;/i&gt; 行之和为 1：位置 &lt;i&gt;i&lt;/i&gt; 沿所有路径来自每个输入词元的份额。&lt;/p&gt;&lt;p&gt;&lt;b&gt;流&lt;/b&gt;（同一篇论文）。各层构成一张图，每层每个位置一个节点，从第 &lt;i&gt;l&lt;/i&gt; 层下方的 &lt;i&gt;j&lt;/i&gt; 到其上方的 &lt;i&gt;i&lt;/i&gt; 的边容量为 &lt;i&gt;Â&lt;/i&gt;&lt;sub&gt;&lt;i&gt;l&lt;/i&gt;&lt;/sub&gt;[&lt;i&gt;i&lt;/i&gt;, &lt;i&gt;j&lt;/i&gt;]。输入词元 &lt;i&gt;j&lt;/i&gt; 到输出 &lt;i&gt;i&lt;/i&gt; 的流是从节点 (0, &lt;i&gt;j&lt;/i&gt;) 到节点 (&lt;i&gt;n&lt;/i&gt;&lt;sub&gt;layers&lt;/sub&gt;, &lt;i&gt;i&lt;/i&gt;) 的最大流，精确求解（Dinic 算法，最多 %2 个词元）。它介于 Rollout 的对应项与 1 之间：Rollout 沿路径相乘，流则问最窄的割能通过多少。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Gradient × input traces a target token to the source: choose the cross stack in the toolbar.</source>
        <translation>梯度 × 输入把一个目标词元追溯到源句：请在工具栏中选择交叉注意力栈。</translation>
    </message>
    <message>
        <source>No sentence yet: load a model and type a sentence on the left.</source>
        <translation>还没有句子：请在左侧加载模型并输入句子。</translation>
    </message>
    <message>
        <source>Tracing the attention through the layers…</source>
        <translation>正在逐层追踪注意力…</translation>
    </message>
    <message>
        <source>The model failed on this text: %1</source>
        <translation>模型在此文本上失败：%1</translation>
    </message>
    <message>
        <source>Rollout (Â = ½P̄ + ½I)</source>
        <translation>Rollout（Â = ½P̄ + ½I）</translation>
    </message>
    <message>
        <source>Attention flow (max-flow)</source>
        <translation>注意力流（最大流）</translation>
    </message>
    <message>
        <source>Gradient × input (signed)</source>
        <translation>梯度 × 输入（带符号）</translation>
    </message>
    <message>
        <source>output</source>
        <translation>输出</translation>
    </message>
    <message>
        <source>input token</source>
        <translation>输入词元</translation>
    </message>
    <message>
        <source>target position</source>
        <translation>目标位置</translation>
    </message>
    <message>
        <source>Raw attention</source>
        <translation>原始注意力</translation>
    </message>
    <message>
        <source>Rollout</source>
        <translation>Rollout</translation>
    </message>
    <message>
        <source>Flow</source>
        <translation>流</translation>
    </message>
    <message>
        <source>Gradient × input</source>
        <translation>梯度 × 输入</translation>
    </message>
    <message>
        <source>Output token:</source>
        <translation>输出词元：</translation>
    </message>
    <message>
        <source>Bars and export lead with:</source>
        <translation>条形图与导出优先显示：</translation>
    </message>
    <message>
        <source>Attribution across layers: %1</source>
        <translation>跨层归因：%1</translation>
    </message>
    <message>
        <source>Attribution across layers</source>
        <translation>跨层归因</translation>
    </message>
    <message>
        <source>Output token %1: %2, its row of each map</source>
        <translation>输出词元 %1：%2，各图中它的那一行</translation>
    </message>
    <message>
        <source>The output token&apos;s row of each map</source>
        <translation>输出词元在各图中的那一行</translation>
    </message>
    <message>
        <source>gradient × attention</source>
        <translation>梯度 × 注意力</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Raw attention is not an explanation.&lt;/b&gt; A map &lt;i&gt;P&lt;/i&gt; = &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;A&lt;/i&gt; (&lt;i&gt;A&lt;/i&gt; = exp(&lt;i&gt;QK&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;/√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt;)%1) says where one head of one layer reads, not what changes the output: the values it reads were already mixed by the layers below, and the residual stream carries each position past every head (Jain &amp;amp; Wallace 2019, Wiegreffe &amp;amp; Pinter 2019, Abnar &amp;amp; Zuidema 2020). The four maps beside it trace each output position back to the input tokens.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;原始注意力不是解释。&lt;/b&gt;一张图 &lt;i&gt;P&lt;/i&gt; = &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;A&lt;/i&gt;（&lt;i&gt;A&lt;/i&gt; = exp(&lt;i&gt;QK&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;/√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt;)%1）说明某一层的一个头读取哪里，而不是什么改变了输出：它读取的值已被下面各层混合，残差流又把每个位置绕过每个头传递下去（Jain &amp;amp; Wallace 2019，Wiegreffe &amp;amp; Pinter 2019，Abnar &amp;amp; Zuidema 2020）。旁边的四张图把每个输出位置追溯到输入词元。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Gradient × input.&lt;/b&gt; For the target token &lt;i&gt;y&lt;/i&gt;&lt;sub&gt;&lt;i&gt;t&lt;/i&gt;+1&lt;/sub&gt; that decoder position &lt;i&gt;t&lt;/i&gt; predicts, the score of input token &lt;i&gt;j&lt;/i&gt; is &lt;i&gt;g&lt;sub&gt;j&lt;/sub&gt;&lt;/i&gt; = Σ&lt;sub&gt;&lt;i&gt;k&lt;/i&gt;&lt;/sub&gt; &lt;i&gt;x&lt;sub&gt;jk&lt;/sub&gt;&lt;/i&gt; ∂ log &lt;i&gt;p&lt;/i&gt;(&lt;i&gt;y&lt;/i&gt;&lt;sub&gt;&lt;i&gt;t&lt;/i&gt;+1&lt;/sub&gt;)/∂&lt;i&gt;x&lt;sub&gt;jk&lt;/sub&gt;&lt;/i&gt;, &lt;i&gt;x&lt;sub&gt;j&lt;/sub&gt;&lt;/i&gt; the embedded input (&lt;i&gt;E&lt;/i&gt;[id]·√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt; + PE), by the trainer&apos;s own backward pass. It is signed (blue lowers log &lt;i&gt;p&lt;/i&gt;, red raises it): to first order, &lt;i&gt;g&lt;sub&gt;j&lt;/sub&gt;&lt;/i&gt; is what removing &lt;i&gt;x&lt;sub&gt;j&lt;/sub&gt;&lt;/i&gt; would change. It needs a model the trainer can load (the built-in checkpoints); rollout and flow work for every model.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Gradient × attention.&lt;/b&gt; The same backward pass gives, for every head of every layer of the chosen stack, ∂ log &lt;i&gt;p&lt;/i&gt;(&lt;i&gt;y&lt;/i&gt;&lt;sub&gt;&lt;i&gt;t&lt;/i&gt;+1&lt;/sub&gt;)/∂&lt;i&gt;P&lt;sub&gt;ij&lt;/sub&gt;&lt;/i&gt;, &lt;i&gt;P&lt;/i&gt; = &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;A&lt;/i&gt; that head&apos;s weights. The score of key token &lt;i&gt;j&lt;/i&gt; is &lt;i&gt;a&lt;sub&gt;j&lt;/sub&gt;&lt;/i&gt; = Σ&lt;sub&gt;layers&lt;/sub&gt; Σ&lt;sub&gt;heads&lt;/sub&gt; Σ&lt;sub&gt;&lt;i&gt;i&lt;/i&gt;&lt;/sub&gt; &lt;i&gt;P&lt;sub&gt;ij&lt;/sub&gt;&lt;/i&gt; ∂ log &lt;i&gt;p&lt;/i&gt;(&lt;i&gt;y&lt;/i&gt;&lt;sub&gt;&lt;i&gt;t&lt;/i&gt;+1&lt;/sub&gt;)/∂&lt;i&gt;P&lt;sub&gt;ij&lt;/sub&gt;&lt;/i&gt;: to first order, what setting every query&apos;s attention to key &lt;i&gt;j&lt;/i&gt; to zero would change. Unlike raw attention it is signed and it follows the prediction: a head can read a token heavily and the output still not depend on it.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Cross-attention.&lt;/b&gt; An encoder-decoder&apos;s target positions read the source only through cross-attention, whose keys are the encoder&apos;s outputs. On the cross stack, rollout and flow use the encoder&apos;s layers &lt;i&gt;Â&lt;/i&gt;&lt;sub&gt;0&lt;/sub&gt; … &lt;i&gt;Â&lt;/i&gt;&lt;sub&gt;&lt;i&gt;n&lt;/i&gt;&lt;sub&gt;layers&lt;/sub&gt;−1&lt;/sub&gt; and then &lt;i&gt;C̄&lt;/i&gt;, the mean over decoder layers and heads of the cross maps (no residual: a target position is not a source position): &lt;i&gt;R&lt;/i&gt; = &lt;i&gt;C̄&lt;/i&gt; &lt;i&gt;R&lt;/i&gt;&lt;sub&gt;enc&lt;/sub&gt;. What the decoder&apos;s own self-attention adds is left out; on the decoder self stack rollout and flow cover the decoder&apos;s self-attention layers alone.&lt;/p&gt;&lt;p&gt;The bars show the chosen output token&apos;s row of each map, each scaled to its own largest value; click a row of a map to choose it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;梯度 × 输入。&lt;/b&gt;对于解码器位置 &lt;i&gt;t&lt;/i&gt; 所预测的目标词元 &lt;i&gt;y&lt;/i&gt;&lt;sub&gt;&lt;i&gt;t&lt;/i&gt;+1&lt;/sub&gt;，输入词元 &lt;i&gt;j&lt;/i&gt; 的得分为 &lt;i&gt;g&lt;sub&gt;j&lt;/sub&gt;&lt;/i&gt; = Σ&lt;sub&gt;&lt;i&gt;k&lt;/i&gt;&lt;/sub&gt; &lt;i&gt;x&lt;sub&gt;jk&lt;/sub&gt;&lt;/i&gt; ∂ log &lt;i&gt;p&lt;/i&gt;(&lt;i&gt;y&lt;/i&gt;&lt;sub&gt;&lt;i&gt;t&lt;/i&gt;+1&lt;/sub&gt;)/∂&lt;i&gt;x&lt;sub&gt;jk&lt;/sub&gt;&lt;/i&gt;，&lt;i&gt;x&lt;sub&gt;j&lt;/sub&gt;&lt;/i&gt; 为嵌入后的输入（&lt;i&gt;E&lt;/i&gt;[id]·√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt; + PE），由训练器自己的反向传播计算。它带符号（蓝色降低 log &lt;i&gt;p&lt;/i&gt;，红色提高它）：一阶近似下，&lt;i&gt;g&lt;sub&gt;j&lt;/sub&gt;&lt;/i&gt; 就是去掉 &lt;i&gt;x&lt;sub&gt;j&lt;/sub&gt;&lt;/i&gt; 会带来的变化。它需要训练器能加载的模型（内置检查点）；Rollout 和流适用于所有模型。&lt;/p&gt;&lt;p&gt;&lt;b&gt;梯度 × 注意力。&lt;/b&gt;同一次反向传播对所选栈每一层的每个头给出 ∂ log &lt;i&gt;p&lt;/i&gt;(&lt;i&gt;y&lt;/i&gt;&lt;sub&gt;&lt;i&gt;t&lt;/i&gt;+1&lt;/sub&gt;)/∂&lt;i&gt;P&lt;sub&gt;ij&lt;/sub&gt;&lt;/i&gt;，&lt;i&gt;P&lt;/i&gt; = &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;A&lt;/i&gt; 为该头的权重。键词元 &lt;i&gt;j&lt;/i&gt; 的得分为 &lt;i&gt;a&lt;sub&gt;j&lt;/sub&gt;&lt;/i&gt; = Σ&lt;sub&gt;层&lt;/sub&gt; Σ&lt;sub&gt;头&lt;/sub&gt; Σ&lt;sub&gt;&lt;i&gt;i&lt;/i&gt;&lt;/sub&gt; &lt;i&gt;P&lt;sub&gt;ij&lt;/sub&gt;&lt;/i&gt; ∂ log &lt;i&gt;p&lt;/i&gt;(&lt;i&gt;y&lt;/i&gt;&lt;sub&gt;&lt;i&gt;t&lt;/i&gt;+1&lt;/sub&gt;)/∂&lt;i&gt;P&lt;sub&gt;ij&lt;/sub&gt;&lt;/i&gt;：一阶近似下，即把每个查询对键 &lt;i&gt;j&lt;/i&gt; 的注意力置零会带来的变化。与原始注意力不同，它带符号并跟随预测：一个头可以大量读取某个词元，而输出却不依赖于它。&lt;/p&gt;&lt;p&gt;&lt;b&gt;交叉注意力。&lt;/b&gt;编码器-解码器的目标位置只通过交叉注意力读取源句，其键是编码器的输出。在交叉注意力栈上，Rollout 和流使用编码器各层 &lt;i&gt;Â&lt;/i&gt;&lt;sub&gt;0&lt;/sub&gt; … &lt;i&gt;Â&lt;/i&gt;&lt;sub&gt;&lt;i&gt;n&lt;/i&gt;&lt;sub&gt;layers&lt;/sub&gt;−1&lt;/sub&gt;，然后是 &lt;i&gt;C̄&lt;/i&gt;，即交叉注意力图在解码器各层和各头上的平均（没有残差：目标位置不是源位置）：&lt;i&gt;R&lt;/i&gt; = &lt;i&gt;C̄&lt;/i&gt; &lt;i&gt;R&lt;/i&gt;&lt;sub&gt;enc&lt;/sub&gt;。解码器自身的自注意力所增加的部分不计入；在解码器自注意力栈上，Rollout 和流只覆盖解码器的自注意力层。&lt;/p&gt;&lt;p&gt;条形图显示所选输出词元在每张图中的那一行，各自按其最大值缩放；点击某张图的一行即可选中它。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The gradient maps start from a target token (their rows are the decoder&apos;s positions): choose the cross or decoder self stack in the toolbar.</source>
        <translation>梯度图从一个目标词元出发（其行是解码器的位置）：请在工具栏中选择交叉注意力栈或解码器自注意力栈。</translation>
    </message>
    <message>
        <source>The gradient maps need a model the trainer can load (a built-in checkpoint); rollout and flow work for every model.</source>
        <translation>梯度图需要训练器能加载的模型（内置检查点）；Rollout 和流适用于所有模型。</translation>
    </message>
    <message>
        <source>Gradient maps: more than %1 tokens.</source>
        <translation>梯度图：超过 %1 个词元。</translation>
    </message>
    <message>
        <source>The gradient maps failed on this text.</source>
        <translation>梯度图在此文本上失败。</translation>
    </message>
    <message>
        <source>Raw attention shows where one head reads; rollout and flow follow the mixing through every layer and the residual stream, the gradient maps what changes the prediction.</source>
        <translation>原始注意力显示一个头读取的位置；Rollout 和流沿所有层与残差流追踪混合，梯度图显示改变预测的因素。</translation>
    </message>
    <message>
        <source>Gradient × attention (signed)</source>
        <translation>梯度 × 注意力（带符号）</translation>
    </message>
    <message>
        <source>key token</source>
        <translation>键词元</translation>
    </message>
    <message>
        <source>Gradient × attention</source>
        <translation>梯度 × 注意力</translation>
    </message>
    <message>
        <source>%1: %2 → guesses %3</source>
        <translation>%1：%2 → 猜测 %3</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Encoder-only.&lt;/b&gt; The output to explain is the model&apos;s guess at a mask: the first mask&apos;s row is chosen, and its rollout and flow say which tokens of the text, on both sides of it, the guess is built from. The gradient maps&apos; row &lt;i&gt;t&lt;/i&gt; differentiates log &lt;i&gt;p&lt;/i&gt;(&lt;i&gt;ŷ&lt;sub&gt;t&lt;/sub&gt;&lt;/i&gt;), &lt;i&gt;ŷ&lt;sub&gt;t&lt;/sub&gt;&lt;/i&gt; the masked-LM head&apos;s first guess at position &lt;i&gt;t&lt;/i&gt; (at a mask, the word that fills it), through the one bidirectional stack: tokens after the mask count as much as those before it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;仅编码器。&lt;/b&gt;要解释的输出是模型在掩码处的猜测：默认选中第一个掩码所在的行，其 rollout 和 flow 说明该猜测由文本中哪些词元（掩码两侧）构成。梯度图的第 &lt;i&gt;t&lt;/i&gt; 行对 log &lt;i&gt;p&lt;/i&gt;(&lt;i&gt;ŷ&lt;sub&gt;t&lt;/sub&gt;&lt;/i&gt;) 求导，&lt;i&gt;ŷ&lt;sub&gt;t&lt;/sub&gt;&lt;/i&gt; 为掩码语言模型头在位置 &lt;i&gt;t&lt;/i&gt; 的首选猜测（在掩码处即填入的词），经由唯一的双向堆栈：掩码之后的词元与之前的同样重要。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>atlas::BatchExporter</name>
    <message>
        <source>Exporting %1 files…</source>
        <translation>正在导出 %1 个文件…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Export all heads</source>
        <translation>导出所有头</translation>
    </message>
    <message>
        <source>Export stopped: %1 (%2 files written before)</source>
        <translation>导出已停止：%1（此前已写入 %2 个文件）</translation>
    </message>
    <message>
        <source>Export cancelled after %1 of %2 files in %3</source>
        <translation>导出已取消：已写入 %1 / %2 个文件，位于 %3</translation>
    </message>
    <message>
        <source>%1 files written to %2</source>
        <translation>已将 %1 个文件写入 %2</translation>
    </message>
</context>
<context>
    <name>atlas::CostPage</name>
    <message>
        <source>KV cache &amp;&amp; cost</source>
        <translation>KV 缓存与开销</translation>
    </message>
</context>
<context>
    <name>atlas::ExportController</name>
    <message>
        <source>&amp;Export figure…</source>
        <translation>导出图形(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Copy image</source>
        <translation>复制图像(&amp;C)</translation>
    </message>
    <message>
        <source>Export &amp;all heads…</source>
        <translation>导出所有头(&amp;A)…</translation>
    </message>
    <message>
        <source>Save the figure on this page as PNG, SVG or PDF, or its numbers as CSV, JSON or NumPy (Ctrl+E)</source>
        <translation>将本页图形保存为 PNG、SVG 或 PDF，或将其数值保存为 CSV、JSON 或 NumPy (Ctrl+E)</translation>
    </message>
    <message>
        <source>Copy the figure on this page to the clipboard as an image</source>
        <translation>将本页图形作为图像复制到剪贴板</translation>
    </message>
    <message>
        <source>Every layer × head of the stack into a folder, one file each, with an overview sheet</source>
        <translation>将该堆栈的每层 × 每个头导出到一个文件夹，每个一个文件，并附一张总览图</translation>
    </message>
    <message>
        <source>Export all heads</source>
        <translation>导出所有头</translation>
    </message>
    <message>
        <source>This page has no figure to export yet</source>
        <translation>本页尚无可导出的图形</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Export figure</source>
        <translation>导出图形</translation>
    </message>
    <message>
        <source>This page has no figure to copy yet</source>
        <translation>本页尚无可复制的图形</translation>
    </message>
    <message>
        <source>Copied “%1” to the clipboard</source>
        <translation>已将“%1”复制到剪贴板</translation>
    </message>
    <message>
        <source>Copy figure</source>
        <translation>复制图表</translation>
    </message>
</context>
<context>
    <name>atlas::ExportDialog</name>
    <message>
        <source>Export figure</source>
        <translation>导出图形</translation>
    </message>
    <message>
        <source>Export all heads</source>
        <translation>导出所有头</translation>
    </message>
    <message>
        <source>%1× (%2 dpi)</source>
        <translation>%1×（%2 dpi）</translation>
    </message>
    <message>
        <source>%1 dpi</source>
        <translation>%1 dpi</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>格式(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>尺寸(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Background:</source>
        <translation>背景(&amp;B)：</translation>
    </message>
    <message>
        <source>The stack shown</source>
        <translation>当前显示的堆栈</translation>
    </message>
    <message>
        <source>All three stacks</source>
        <translation>全部三个堆栈</translation>
    </message>
    <message>
        <source>S&amp;tacks:</source>
        <translation>堆栈(&amp;T)：</translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <translation>文件(&amp;I)：</translation>
    </message>
    <message>
        <source>F&amp;older:</source>
        <translation>文件夹(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>Export all heads into</source>
        <translation>将所有头导出到</translation>
    </message>
    <message>
        <source>Beside each .npy file: NAME.rows.npy and NAME.columns.npy, the token labels of its rows and columns.</source>
        <translation>每个 .npy 文件旁另有 NAME.rows.npy 和 NAME.columns.npy：其行与列的词元标签。</translation>
    </message>
</context>
<context>
    <name>atlas::FailureNotice</name>
    <message>
        <source>The page “%1” failed. The other pages keep working.</source>
        <translation>页面“%1”出错。其他页面照常工作。</translation>
    </message>
    <message>
        <source>The page “%1” failed: %2. The other pages keep working.</source>
        <translation>页面“%1”出错：%2。其他页面照常工作。</translation>
    </message>
    <message>
        <source>Close this notice</source>
        <translation>关闭此提示</translation>
    </message>
</context>
<context>
    <name>atlas::GuideBrowser</name>
    <message>
        <source># Not in the program

`%1` is part of the source code, not of this guide: see it in the project&apos;s repository.

[Back to the contents](%2)</source>
        <translation># 不在程序中

`%1` 属于源代码，而不属于本指南：请在项目的代码仓库中查看。

[返回目录](%2)</translation>
    </message>
</context>
<context>
    <name>atlas::InputPanel</name>
    <message>
        <source>Source sentence</source>
        <translation>源句</translation>
    </message>
    <message>
        <source>Type a sentence…</source>
        <translation>输入一个句子…</translation>
    </message>
    <message>
        <source>Translation</source>
        <translation>译文</translation>
    </message>
    <message>
        <source>Source tokens</source>
        <translation>源词元</translation>
    </message>
    <message>
        <source>Target tokens</source>
        <translation>目标词元</translation>
    </message>
    <message>
        <source>What the decoder reads: the start token &lt;s&gt;, then the translation so far. Row t of its maps predicts token t + 1.</source>
        <translation>解码器读取的内容：起始词元 &lt;s&gt;，然后是目前为止的译文。其注意力图的第 t 行预测第 t + 1 个词元。</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>(translating…)</source>
        <translation>（正在翻译…）</translation>
    </message>
    <message>
        <source>(continuing…)</source>
        <translation>（正在续写…）</translation>
    </message>
    <message>
        <source>(no translation: the model ends at once)</source>
        <translation>（无译文：模型立即结束）</translation>
    </message>
    <message>
        <source>(no text: the model writes only special tokens)</source>
        <translation>（无文本：模型只输出特殊词元）</translation>
    </message>
    <message>
        <source>One causal sequence: the prompt, then the tokens the model generated (tinted, after the dashed rule). Row t of its maps predicts token t + 1.</source>
        <translation>一个因果序列：先是提示词，然后是模型生成的词元（着色，位于虚线之后）。其注意力图的第 t 行预测第 t + 1 个词元。</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>提示词</translation>
    </message>
    <message>
        <source>Continuation</source>
        <translation>续写</translation>
    </message>
    <message>
        <source>Prompt tokens</source>
        <translation>提示词词元</translation>
    </message>
    <message>
        <source>The sequence: prompt, then continuation</source>
        <translation>序列：提示词，然后是续写</translation>
    </message>
    <message>
        <source>Insert %1</source>
        <translation>插入 %1</translation>
    </message>
    <message>
        <source>Types the mask token %1 at the cursor: the model guesses the word it hides, and the ten likeliest tokens appear under the text.</source>
        <translation>在光标处输入掩码词元 %1：模型会猜测它遮住的词，最可能的十个词元显示在文本下方。</translation>
    </message>
    <message>
        <source>The masked-LM head at each mask: a softmax over the whole vocabulary, its ten likeliest tokens; the first fills the text above.</source>
        <translation>每个掩码处的掩码语言模型头：对整个词表做 softmax，取最可能的十个词元；第一个填入上方文本。</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>The text, masks filled</source>
        <translation>填好掩码的文本</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>词元</translation>
    </message>
    <message>
        <source>Predictions at each mask</source>
        <translation>每个掩码处的预测</translation>
    </message>
    <message>
        <source>(no mask to fill: type %1 where a word should be guessed)</source>
        <translation>（没有要填的掩码：在需要猜词的位置输入 %1）</translation>
    </message>
    <message>
        <source>(this folder holds the encoder alone, without a masked-LM head: nothing fills a mask, the pages show the encoder)</source>
        <translation>（此文件夹只有编码器，没有掩码语言模型头：没有东西填补掩码，各页面展示编码器）</translation>
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
        <translation>P = Z⁻¹A（注意力）</translation>
    </message>
    <message>
        <source>query</source>
        <translation>查询</translation>
    </message>
    <message>
        <source>row sum</source>
        <translation>行和</translation>
    </message>
    <message>
        <source>A is shown as exp(S − m), m the largest score of the row: the row&apos;s common factor e^m cancels in Z⁻¹A (and exp(S) alone overflows for large scores). The true row sum is e^m · Z.</source>
        <translation>A 显示为 exp(S − m)，m 为该行最大得分：行内公共因子 e^m 在 Z⁻¹A 中约去（且得分较大时 exp(S) 本身会溢出）。真实的行和为 e^m · Z。</translation>
    </message>
    <message>
        <source>No sentence yet: load a model and type a sentence on the left.</source>
        <translation>尚无句子：请在左侧加载模型并输入句子。</translation>
    </message>
    <message>
        <source>The kernel belongs to one head: choose a head (not the mean) in the toolbar.</source>
        <translation>核属于单个头：请在工具栏中选择一个头（而非平均）。</translation>
    </message>
    <message>
        <source>Recording the head&apos;s queries and keys…</source>
        <translation>正在记录该头的查询和键…</translation>
    </message>
    <message>
        <source>The model failed on this text: %1</source>
        <translation>模型在此文本上出错：%1</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>核</translation>
    </message>
    <message>
        <source>&lt;p&gt;Attention is a kernel-weighted look-up: each query &lt;i&gt;q&lt;sub&gt;i&lt;/sub&gt;&lt;/i&gt; weighs every key &lt;i&gt;k&lt;sub&gt;j&lt;/sub&gt;&lt;/i&gt; by a kernel and averages the values with those weights. For one head, left to right:&lt;/p&gt;&lt;p align=center&gt;&lt;i&gt;S&lt;/i&gt; = &lt;i&gt;QK&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;/√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt;, &amp;nbsp;&lt;i&gt;A&lt;/i&gt; = exp(&lt;i&gt;S&lt;/i&gt;), &amp;nbsp;&lt;i&gt;Z&lt;/i&gt; = diag(&lt;i&gt;A&lt;/i&gt;1), &amp;nbsp;&lt;i&gt;P&lt;/i&gt; = &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;A&lt;/i&gt;, &amp;nbsp;&lt;i&gt;Y&lt;/i&gt; = &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;AV&lt;/i&gt;&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;&lt;i&gt;S&lt;/i&gt; is the scaled dot product of query and key (blue negative, red positive); the kernel &lt;i&gt;A&lt;/i&gt; = exp(&lt;i&gt;S&lt;/i&gt;) makes every weight positive; &lt;i&gt;Z&lt;/i&gt; holds each row&apos;s total weight; dividing by it gives &lt;i&gt;P&lt;/i&gt;, whose rows sum to 1: the map the other pages show. &lt;i&gt;S&lt;/i&gt; has rank at most &lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt;.&lt;/p&gt;&lt;p&gt;Any common factor of a row cancels in &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;A&lt;/i&gt;, so &lt;i&gt;A&lt;/i&gt; is shown as exp(&lt;i&gt;S&lt;/i&gt; − &lt;i&gt;m&lt;/i&gt;) with &lt;i&gt;m&lt;/i&gt; the row&apos;s largest score (as the model computes it, since exp overflows for large scores): its largest entry is 1 and &lt;i&gt;Z&lt;/i&gt; is the sum of what is shown. In decoder self-attention the causal mask sets &lt;i&gt;S&lt;/i&gt; to −∞ after the query (hatched), where &lt;i&gt;A&lt;/i&gt; = 0.&lt;/p&gt;</source>
        <translation>&lt;p&gt;注意力是一种核加权的查询：每个查询 &lt;i&gt;q&lt;sub&gt;i&lt;/sub&gt;&lt;/i&gt; 用核为每个键 &lt;i&gt;k&lt;sub&gt;j&lt;/sub&gt;&lt;/i&gt; 加权，并以这些权重对值取平均。对一个头，从左到右：&lt;/p&gt;&lt;p align=center&gt;&lt;i&gt;S&lt;/i&gt; = &lt;i&gt;QK&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;/√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt;, &amp;nbsp;&lt;i&gt;A&lt;/i&gt; = exp(&lt;i&gt;S&lt;/i&gt;), &amp;nbsp;&lt;i&gt;Z&lt;/i&gt; = diag(&lt;i&gt;A&lt;/i&gt;1), &amp;nbsp;&lt;i&gt;P&lt;/i&gt; = &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;A&lt;/i&gt;, &amp;nbsp;&lt;i&gt;Y&lt;/i&gt; = &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;AV&lt;/i&gt;&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;&lt;i&gt;S&lt;/i&gt; 是查询与键的缩放点积（蓝色为负，红色为正）；核 &lt;i&gt;A&lt;/i&gt; = exp(&lt;i&gt;S&lt;/i&gt;) 使每个权重为正；&lt;i&gt;Z&lt;/i&gt; 存放每行的总权重；除以它得到 &lt;i&gt;P&lt;/i&gt;，其各行之和为 1：即其他页面显示的图。&lt;i&gt;S&lt;/i&gt; 的秩至多为 &lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt;。&lt;/p&gt;&lt;p&gt;行内的公共因子在 &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;A&lt;/i&gt; 中约去，因此 &lt;i&gt;A&lt;/i&gt; 显示为 exp(&lt;i&gt;S&lt;/i&gt; − &lt;i&gt;m&lt;/i&gt;)，&lt;i&gt;m&lt;/i&gt; 为该行最大得分（模型也这样计算，因为得分较大时 exp 会溢出）：其最大元素为 1，&lt;i&gt;Z&lt;/i&gt; 为所显示值之和。在解码器自注意力中，因果掩码把查询之后的 &lt;i&gt;S&lt;/i&gt; 设为 −∞（阴影），那里 &lt;i&gt;A&lt;/i&gt; = 0。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Temperature.&lt;/b&gt; The slider multiplies the scores by τ: &lt;i&gt;S&lt;/i&gt;&lt;sub&gt;τ&lt;/sub&gt; = τ&lt;i&gt;S&lt;/i&gt;, and &lt;i&gt;A&lt;/i&gt;, &lt;i&gt;Z&lt;/i&gt;, &lt;i&gt;P&lt;/i&gt; follow; τ = 1 is the model&apos;s own scale. Beside &lt;i&gt;P&lt;/i&gt; stand each row&apos;s entropy &lt;i&gt;H&lt;sub&gt;i&lt;/sub&gt;&lt;/i&gt; = −Σ&lt;sub&gt;&lt;i&gt;j&lt;/i&gt;&lt;/sub&gt; &lt;i&gt;P&lt;sub&gt;ij&lt;/sub&gt;&lt;/i&gt; ln &lt;i&gt;P&lt;sub&gt;ij&lt;/sub&gt;&lt;/i&gt; (in nats) and its largest weight max&lt;sub&gt;&lt;i&gt;j&lt;/i&gt;&lt;/sub&gt; &lt;i&gt;P&lt;sub&gt;ij&lt;/sub&gt;&lt;/i&gt;. As τ → 0 every row becomes uniform over the &lt;i&gt;n&lt;sub&gt;i&lt;/sub&gt;&lt;/i&gt; keys it sees (&lt;i&gt;H&lt;sub&gt;i&lt;/sub&gt;&lt;/i&gt; = ln &lt;i&gt;n&lt;sub&gt;i&lt;/sub&gt;&lt;/i&gt;, the chart&apos;s upper bound; &lt;i&gt;n&lt;sub&gt;i&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;i&lt;/i&gt; + 1 under the causal mask); as τ grows each row tends to one key (&lt;i&gt;H&lt;sub&gt;i&lt;/sub&gt;&lt;/i&gt; → 0, max → 1), and in between the entropy only falls (d&lt;i&gt;H&lt;sub&gt;i&lt;/sub&gt;&lt;/i&gt;/dτ = −τ Var&lt;sub&gt;&lt;i&gt;P&lt;/i&gt;&lt;/sub&gt;(&lt;i&gt;S&lt;/i&gt;&lt;sub&gt;&lt;i&gt;i&lt;/i&gt;&lt;/sub&gt;) ≤ 0). Dividing by √&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt; keeps the scores&apos; variance near 1 when the entries of &lt;i&gt;q&lt;/i&gt; and &lt;i&gt;k&lt;/i&gt; have variance 1, so that rows start neither uniform nor one-hot.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Example.&lt;/b&gt; Gemma 3 27B divides by √query_pre_attn_scalar = √168 = √(&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt;/&lt;i&gt;H&lt;/i&gt;), although its heads are &lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt; = 128 wide: against the 1/√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt; convention that is τ = √128/√168 ≈ 0.873, slightly flatter rows. Its button sets the slider there.&lt;/p&gt;&lt;p&gt;&lt;b&gt;MLA.&lt;/b&gt; Here &lt;i&gt;S&lt;/i&gt; is computed as the naive evaluation does, with the keys &lt;i&gt;k&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;L W&lt;/i&gt;&lt;sub&gt;uk,&lt;i&gt;h&lt;/i&gt;&lt;/sub&gt; + &lt;i&gt;b&lt;/i&gt;&lt;sub&gt;uk,&lt;i&gt;h&lt;/i&gt;&lt;/sub&gt; and the rotary part, so each row &lt;i&gt;i&lt;/i&gt; holds the constant &lt;i&gt;q&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt;·&lt;i&gt;b&lt;/i&gt;&lt;sub&gt;uk,&lt;i&gt;h&lt;/i&gt;&lt;/sub&gt; that the absorbed evaluation drops. A constant &lt;i&gt;c&lt;/i&gt; added to a row multiplies that row of exp(&lt;i&gt;S&lt;/i&gt;) and its &lt;i&gt;Z&lt;/i&gt; by e&lt;sup&gt;&lt;i&gt;c&lt;/i&gt;&lt;/sup&gt;, which cancels in &lt;i&gt;P&lt;/i&gt; = &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;A&lt;/i&gt;; and since &lt;i&gt;m&lt;/i&gt; grows by &lt;i&gt;c&lt;/i&gt; too, the &lt;i&gt;A&lt;/i&gt; = exp(&lt;i&gt;S&lt;/i&gt; − &lt;i&gt;m&lt;/i&gt;) and &lt;i&gt;Z&lt;/i&gt; shown here do not change either: only &lt;i&gt;S&lt;/i&gt; shows the constant.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;温度。&lt;/b&gt;滑块把得分乘以 τ：&lt;i&gt;S&lt;/i&gt;&lt;sub&gt;τ&lt;/sub&gt; = τ&lt;i&gt;S&lt;/i&gt;，&lt;i&gt;A&lt;/i&gt;、&lt;i&gt;Z&lt;/i&gt;、&lt;i&gt;P&lt;/i&gt; 随之改变；τ = 1 即模型自身的缩放。&lt;i&gt;P&lt;/i&gt; 旁边列出每行的熵 &lt;i&gt;H&lt;sub&gt;i&lt;/sub&gt;&lt;/i&gt; = −Σ&lt;sub&gt;&lt;i&gt;j&lt;/i&gt;&lt;/sub&gt; &lt;i&gt;P&lt;sub&gt;ij&lt;/sub&gt;&lt;/i&gt; ln &lt;i&gt;P&lt;sub&gt;ij&lt;/sub&gt;&lt;/i&gt;（单位为奈特）及其最大权重 max&lt;sub&gt;&lt;i&gt;j&lt;/i&gt;&lt;/sub&gt; &lt;i&gt;P&lt;sub&gt;ij&lt;/sub&gt;&lt;/i&gt;。当 τ → 0 时，每行在它能看到的 &lt;i&gt;n&lt;sub&gt;i&lt;/sub&gt;&lt;/i&gt; 个键上变为均匀分布（&lt;i&gt;H&lt;sub&gt;i&lt;/sub&gt;&lt;/i&gt; = ln &lt;i&gt;n&lt;sub&gt;i&lt;/sub&gt;&lt;/i&gt;，即图中的上界；在因果掩码下 &lt;i&gt;n&lt;sub&gt;i&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;i&lt;/i&gt; + 1）；随着 τ 增大，每行趋向于只关注一个键（&lt;i&gt;H&lt;sub&gt;i&lt;/sub&gt;&lt;/i&gt; → 0，max → 1），其间熵只会下降（d&lt;i&gt;H&lt;sub&gt;i&lt;/sub&gt;&lt;/i&gt;/dτ = −τ Var&lt;sub&gt;&lt;i&gt;P&lt;/i&gt;&lt;/sub&gt;(&lt;i&gt;S&lt;/i&gt;&lt;sub&gt;&lt;i&gt;i&lt;/i&gt;&lt;/sub&gt;) ≤ 0）。当 &lt;i&gt;q&lt;/i&gt; 和 &lt;i&gt;k&lt;/i&gt; 的各分量方差为 1 时，除以 √&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt; 使得分的方差保持在 1 附近，因此各行一开始既不均匀也不是独热的。&lt;/p&gt;&lt;p&gt;&lt;b&gt;示例。&lt;/b&gt;Gemma 3 27B 除以 √query_pre_attn_scalar = √168 = √(&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt;/&lt;i&gt;H&lt;/i&gt;)，而它的头宽为 &lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt; = 128：相对于 1/√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt; 的惯例，这相当于 τ = √128/√168 ≈ 0.873，各行稍平。它的按钮会把滑块移到那里。&lt;/p&gt;&lt;p&gt;&lt;b&gt;MLA。&lt;/b&gt;这里的 &lt;i&gt;S&lt;/i&gt; 按朴素求值计算，键为 &lt;i&gt;k&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;L W&lt;/i&gt;&lt;sub&gt;uk,&lt;i&gt;h&lt;/i&gt;&lt;/sub&gt; + &lt;i&gt;b&lt;/i&gt;&lt;sub&gt;uk,&lt;i&gt;h&lt;/i&gt;&lt;/sub&gt; 再加上旋转部分，因此第 &lt;i&gt;i&lt;/i&gt; 行都含有常数 &lt;i&gt;q&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt;·&lt;i&gt;b&lt;/i&gt;&lt;sub&gt;uk,&lt;i&gt;h&lt;/i&gt;&lt;/sub&gt;，而吸收式求值会丢掉它。给一行加上常数 &lt;i&gt;c&lt;/i&gt;，会使 exp(&lt;i&gt;S&lt;/i&gt;) 的该行及其 &lt;i&gt;Z&lt;/i&gt; 乘以 e&lt;sup&gt;&lt;i&gt;c&lt;/i&gt;&lt;/sup&gt;，这在 &lt;i&gt;P&lt;/i&gt; = &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;A&lt;/i&gt; 中约去；又因为 &lt;i&gt;m&lt;/i&gt; 也增加 &lt;i&gt;c&lt;/i&gt;，这里显示的 &lt;i&gt;A&lt;/i&gt; = exp(&lt;i&gt;S&lt;/i&gt; − &lt;i&gt;m&lt;/i&gt;) 和 &lt;i&gt;Z&lt;/i&gt; 也不变：只有 &lt;i&gt;S&lt;/i&gt; 显示出这个常数。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>S = QKᵀ/√d_QK  (scores)</source>
        <translation>S = QKᵀ/√d_QK（得分）</translation>
    </message>
    <message>
        <source>S = QKᵀ/√%1  (query_pre_attn_scalar)</source>
        <translation>S = QKᵀ/√%1（query_pre_attn_scalar）</translation>
    </message>
    <message>
        <source>S_τ = τ·QKᵀ/√%1  (τ = %2)</source>
        <translation>S_τ = τ·QKᵀ/√%1（τ = %2）</translation>
    </message>
    <message>
        <source>S = QKᵀ/√d_QK  (%1)</source>
        <translation>S = QKᵀ/√d_QK（%1）</translation>
    </message>
    <message>
        <source>S_τ = τ·QKᵀ/√d_QK  (τ = %1)</source>
        <translation>S_τ = τ·QKᵀ/√d_QK（τ = %1）</translation>
    </message>
    <message>
        <source>&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt; is the width of one head&apos;s query and key (with MLA &lt;i&gt;d&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt; + &lt;i&gt;d&lt;sub&gt;r&lt;/sub&gt;&lt;/i&gt;, the rotary part included).</source>
        <translation>&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt; 是单个头的查询和键的宽度（MLA 为 &lt;i&gt;d&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt; + &lt;i&gt;d&lt;sub&gt;r&lt;/sub&gt;&lt;/i&gt;，包含旋转部分）。</translation>
    </message>
    <message>
        <source>%1 This model: %2.</source>
        <translation>%1 本模型：%2。</translation>
    </message>
    <message>
        <source>Mean row entropy against the temperature τ</source>
        <translation>平均行熵随温度 τ 的变化</translation>
    </message>
    <message>
        <source>τ (log scale): S_τ = τ·S</source>
        <translation>τ（对数刻度）：S_τ = τ·S</translation>
    </message>
    <message>
        <source>mean of H_i (nats)</source>
        <translation>H_i 的均值（奈特）</translation>
    </message>
    <message>
        <source>mean of H_i over the rows</source>
        <translation>各行 H_i 的均值</translation>
    </message>
    <message>
        <source>ln n = %1: uniform rows</source>
        <translation>ln n = %1：均匀的行</translation>
    </message>
    <message>
        <source>mean of ln n_i = %1: uniform over the visible keys</source>
        <translation>ln n_i 的均值 = %1：在可见键上均匀</translation>
    </message>
    <message>
        <source>τ = 1: this model&apos;s scale 1/√%1</source>
        <translation>τ = 1：本模型的缩放 1/√%1</translation>
    </message>
    <message>
        <source>τ = 1: the model&apos;s own scale</source>
        <translation>τ = 1：模型自身的缩放</translation>
    </message>
    <message>
        <source>Gemma 3 27B: τ = √128/√168 ≈ 0.87</source>
        <translation>Gemma 3 27B：τ = √128/√168 ≈ 0.87</translation>
    </message>
    <message>
        <source>the slider&apos;s τ</source>
        <translation>滑块的 τ</translation>
    </message>
    <message>
        <source>A = exp(%1 − m)  (kernel)</source>
        <translation>A = exp(%1 − m)（核）</translation>
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
        <translation>熵（奈特）</translation>
    </message>
    <message>
        <source>largest weight</source>
        <translation>最大权重</translation>
    </message>
    <message>
        <source>MLA: S holds each row&apos;s constant q_h·b_uk,h (the keys&apos; bias). It multiplies that row of exp(S) and its Z by e^(q_h·b_uk,h), which cancels in P = Z⁻¹A; m grows by the same constant, so the A and Z shown do not change either.</source>
        <translation>MLA：S 的每一行都含有常数 q_h·b_uk,h（键的偏置）。它使 exp(S) 的该行及其 Z 乘以 e^(q_h·b_uk,h)，这在 P = Z⁻¹A 中约去；m 也增加同一常数，因此显示的 A 和 Z 同样不变。</translation>
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
        <translation>模型处理此文本失败：%1</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>正在加载 %1…</translation>
    </message>
    <message>
        <source>The young woman sees the small dog.</source>
        <translation>The young woman sees the small dog.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open checkpoint…</source>
        <translation>打开检查点(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;session…</source>
        <translation>打开会话(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Save session…</source>
        <translation>保存会话(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Layers and heads</source>
        <translation>层与头(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>Step through &amp;decoding</source>
        <translation>逐步解码(&amp;D)</translation>
    </message>
    <message>
        <source>Edit the sentence</source>
        <translation>编辑句子</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About Attention Atlas</source>
        <translation>关于 Attention Atlas(&amp;A)</translation>
    </message>
    <message>
        <source>What am I looking at?</source>
        <translation>我在看什么？</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>计算中…</translation>
    </message>
    <message>
        <source>The last forward pass: greedy translation and every map</source>
        <translation>上一次前向计算：贪心翻译及所有注意力图</translation>
    </message>
    <message>
        <source>Cannot open the model</source>
        <translation>无法打开模型</translation>
    </message>
    <message>
        <source>“%1” could not be loaded.</source>
        <translation>无法加载“%1”。</translation>
    </message>
    <message>
        <source>%1

The model in use stays “%2”.</source>
        <translation>%1

仍使用模型“%2”。</translation>
    </message>
    <message>
        <source>prompt pass %1 ms</source>
        <translation>提示计算 %1 ms</translation>
    </message>
    <message>
        <source>Continuing the text…</source>
        <translation>正在续写文本…</translation>
    </message>
    <message>
        <source>forward pass %1 ms</source>
        <translation>前向计算 %1 ms</translation>
    </message>
    <message>
        <source>%1 + %2 layers</source>
        <translation>%1 + %2 层</translation>
    </message>
    <message>
        <source>%1 heads (%2 K/V)</source>
        <translation>%1 个头（%2 个 K/V）</translation>
    </message>
    <message>
        <source>%1 heads</source>
        <translation>%1 个头</translation>
    </message>
    <message>
        <source>d %1</source>
        <translation>d %1</translation>
    </message>
    <message>
        <source>%1 parameters</source>
        <translation>%1 个参数</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>System (%1)</source>
        <translation>系统（%1）</translation>
    </message>
    <message>
        <source>Open a model &amp;folder…</source>
        <translation>打开模型文件夹(&amp;F)…</translation>
    </message>
    <message>
        <source>%1 (key %2, or %3 while typing)</source>
        <translation>%1（按键 %2，输入时按 %3）</translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation>用户指南(&amp;U)</translation>
    </message>
</context>
<context>
    <name>atlas::ModelPicker</name>
    <message>
        <source>Random MHA (4 heads)</source>
        <translation>随机 MHA（4 个头）</translation>
    </message>
    <message>
        <source>Random GQA (4 heads, 2 K/V)</source>
        <translation>随机 GQA（4 个头，2 个 K/V）</translation>
    </message>
    <message>
        <source>Random MQA (4 heads, 1 K/V)</source>
        <translation>随机 MQA（4 个头，1 个 K/V）</translation>
    </message>
    <message>
        <source>Random MLA (latent 32)</source>
        <translation>随机 MLA（潜变量 32）</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>打开…</translation>
    </message>
    <message>
        <source>Open a checkpoint</source>
        <translation>打开检查点</translation>
    </message>
    <message>
        <source>Open a file…</source>
        <translation>打开文件…</translation>
    </message>
    <message>
        <source>Trained MHA (built-in)</source>
        <translation>已训练 MHA（内置）</translation>
    </message>
    <message>
        <source>Trained GQA (4 heads, 2 K/V)</source>
        <translation>已训练 GQA（4 个头，2 个 K/V）</translation>
    </message>
    <message>
        <source>Trained decoder-only MHA (⇒, 4 layers)</source>
        <translation>已训练仅解码器 MHA（⇒，4 层）</translation>
    </message>
    <message>
        <source>Trained decoder-only GQA (⇒, local/global)</source>
        <translation>已训练仅解码器 GQA（⇒，局部/全局）</translation>
    </message>
    <message>
        <source>Trained masked LM (encoder-only, &lt;mask&gt;)</source>
        <translation>已训练的掩码语言模型（仅编码器，&lt;mask&gt;）</translation>
    </message>
    <message>
        <source>Trained MQA (4 heads, 1 K/V)</source>
        <translation>已训练 MQA（4 个头，1 个 K/V）</translation>
    </message>
    <message>
        <source>Trained MLA (latent 32, rotary 8)</source>
        <translation>已训练 MLA（潜变量 32，旋转 8）</translation>
    </message>
    <message>
        <source>Open a model folder…</source>
        <translation>打开模型文件夹…</translation>
    </message>
    <message>
        <source>Open a .safetensors checkpoint or a Hugging Face model folder&apos;s config.json (or drop either, or the folder, onto the window)</source>
        <translation>打开 .safetensors 检查点或 Hugging Face 模型文件夹中的 config.json（也可以把它们或整个文件夹拖放到窗口上）</translation>
    </message>
    <message>
        <source>Open a Hugging Face model folder</source>
        <translation>打开 Hugging Face 模型文件夹</translation>
    </message>
    <message>
        <source>Checkpoints (*.safetensors config.json);;All files (*)</source>
        <translation>检查点 (*.safetensors config.json);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>atlas::PresentationMode</name>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <source>Full screen, large type and high contrast for a class (F11; Esc leaves)</source>
        <translation>全屏、大字号、高对比度，适合课堂 (F11；Esc 退出)</translation>
    </message>
    <message>
        <source>Leave presentation mode</source>
        <translation>退出演示模式</translation>
    </message>
    <message>
        <source>Presentation mode · Esc or F11 leaves</source>
        <translation>演示模式 · 按 Esc 或 F11 退出</translation>
    </message>
    <message>
        <source>Present</source>
        <translation>演示</translation>
    </message>
</context>
<context>
    <name>atlas::ResidualPage</name>
    <message>
        <source>‖x‖ in</source>
        <translation>输入 ‖x‖</translation>
    </message>
    <message>
        <source>self-attention adds</source>
        <translation>自注意力所加</translation>
    </message>
    <message>
        <source>cross-attention adds</source>
        <translation>交叉注意力所加</translation>
    </message>
    <message>
        <source>FFN adds</source>
        <translation>FFN 所加</translation>
    </message>
    <message>
        <source>‖x‖ out</source>
        <translation>输出 ‖x‖</translation>
    </message>
    <message>
        <source>The residual stream x, layer by layer</source>
        <translation>残差流 x，逐层</translation>
    </message>
    <message>
        <source>norm ‖·‖</source>
        <translation>范数 ‖·‖</translation>
    </message>
    <message>
        <source>%1 in</source>
        <translation>%1 输入</translation>
    </message>
    <message>
        <source>%1 out</source>
        <translation>%1 输出</translation>
    </message>
    <message>
        <source>Each norm&apos;s input and output</source>
        <translation>每个归一化的输入与输出</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>层</translation>
    </message>
    <message>
        <source>head</source>
        <translation>头</translation>
    </message>
    <message>
        <source>‖Y_h W_O,h‖: what each cross-attention head writes</source>
        <translation>‖Y_h W_O,h‖：每个交叉注意力头写入的量</translation>
    </message>
    <message>
        <source>‖Y_h W_O,h‖: what each head writes</source>
        <translation>‖Y_h W_O,h‖：每个头写入的量</translation>
    </message>
    <message>
        <source>Residual stream</source>
        <translation>残差流</translation>
    </message>
    <message>
        <source>decoder</source>
        <translation>解码器</translation>
    </message>
    <message>
        <source>encoder</source>
        <translation>编码器</translation>
    </message>
    <message>
        <source>Token %1 (position %2) through the %3&apos;s %4 layers</source>
        <translation>词元 %1（位置 %2）经过%3的 %4 层</translation>
    </message>
    <message>
        <source>N = LayerNorm: subtract the mean of x&apos;s d_model = %1 entries, divide by their standard deviation, multiply by γ and add β; LN(x) = γ ⊙ (x − μ)/σ + β.</source>
        <translation>N = LayerNorm：减去 x 的 d_model = %1 个分量的均值，除以它们的标准差，乘以 γ 再加上 β；LN(x) = γ ⊙ (x − μ)/σ + β。</translation>
    </message>
    <message>
        <source>N = RMSNorm: divide x by the root mean square of its d_model = %1 entries and multiply by γ (no mean subtracted, no β); RMS(x) = γ ⊙ x/√(mean(x²) + ε).</source>
        <translation>N = RMSNorm：将 x 除以其 d_model = %1 个分量的均方根，再乘以 γ（不减均值，没有 β）；RMS(x) = γ ⊙ x/√(mean(x²) + ε)。</translation>
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
        <translation>前置归一化</translation>
    </message>
    <message>
        <source>post-norm</source>
        <translation>后置归一化</translation>
    </message>
    <message>
        <source>This model&apos;s layer (%1): %2</source>
        <translation>本模型的一层（%1）：%2</translation>
    </message>
    <message>
        <source>Click a token above (or point at one on the left) to follow it.</source>
        <translation>点击上方的词元（或指向左侧的词元）即可跟踪它。</translation>
    </message>
    <message>
        <source>No sentence yet: load a model and type a sentence on the left.</source>
        <translation>还没有句子：请在左侧加载模型并输入一个句子。</translation>
    </message>
    <message>
        <source>Following the residual stream through every layer…</source>
        <translation>正在逐层跟踪残差流…</translation>
    </message>
    <message>
        <source>The model failed on this text: %1</source>
        <translation>模型处理此文本失败：%1</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every layer reads the &lt;b&gt;residual stream&lt;/b&gt; &lt;i&gt;x&lt;/i&gt; (one vector of width &lt;i&gt;d&lt;/i&gt; per token) and adds to it. A pre-norm layer computes &lt;i&gt;x&lt;/i&gt;&lt;sub&gt;l+1&lt;/sub&gt; = &lt;i&gt;h&lt;/i&gt; + FFN(LN(&lt;i&gt;h&lt;/i&gt;)) with &lt;i&gt;h&lt;/i&gt; = &lt;i&gt;x&lt;/i&gt;&lt;sub&gt;l&lt;/sub&gt; + Attn(LN(&lt;i&gt;x&lt;/i&gt;&lt;sub&gt;l&lt;/sub&gt;)); a post-norm layer (the original Transformer, Marian) normalises after the addition: &lt;i&gt;h&lt;/i&gt; = LN(&lt;i&gt;x&lt;/i&gt;&lt;sub&gt;l&lt;/sub&gt; + Attn(&lt;i&gt;x&lt;/i&gt;&lt;sub&gt;l&lt;/sub&gt;)), &lt;i&gt;x&lt;/i&gt;&lt;sub&gt;l+1&lt;/sub&gt; = LN(&lt;i&gt;h&lt;/i&gt; + FFN(&lt;i&gt;h&lt;/i&gt;)). Gemma also normalises what a sublayer returns before adding it. The formula above the charts is this model&apos;s.&lt;/p&gt;&lt;p&gt;The upper chart follows the chosen token: ‖&lt;i&gt;x&lt;/i&gt;‖ entering each layer, the norm of what self-attention, cross-attention (decoder) and the feed-forward add, and ‖&lt;i&gt;x&lt;/i&gt;‖ leaving. The lower chart shows each norm&apos;s input and output: LayerNorm subtracts the mean of the &lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt; entries, divides by their standard deviation, multiplies by γ and adds β; RMSNorm divides by the root mean square and multiplies by γ. Whatever enters, the norm that leaves is set by γ and β (√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt; when γ = 1 and β = 0).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Heads.&lt;/b&gt; Each head computes &lt;i&gt;Y&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;Z&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;A&lt;sub&gt;h&lt;/sub&gt;V&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt; with &lt;i&gt;A&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt; = exp(&lt;i&gt;Q&lt;sub&gt;h&lt;/sub&gt;K&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;/√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt;) (%1), and the sublayer&apos;s output is concat&lt;sub&gt;&lt;i&gt;h&lt;/i&gt;&lt;/sub&gt;(&lt;i&gt;Y&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt;) &lt;i&gt;W&lt;sub&gt;O&lt;/sub&gt;&lt;/i&gt; + &lt;i&gt;b&lt;sub&gt;O&lt;/sub&gt;&lt;/i&gt; = Σ&lt;sub&gt;&lt;i&gt;h&lt;/i&gt;&lt;/sub&gt; &lt;i&gt;Y&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt; &lt;i&gt;W&lt;/i&gt;&lt;sub&gt;&lt;i&gt;O&lt;/i&gt;,&lt;i&gt;h&lt;/i&gt;&lt;/sub&gt; + &lt;i&gt;b&lt;sub&gt;O&lt;/sub&gt;&lt;/i&gt;, where &lt;i&gt;W&lt;/i&gt;&lt;sub&gt;&lt;i&gt;O&lt;/i&gt;,&lt;i&gt;h&lt;/i&gt;&lt;/sub&gt; is the block of rows of &lt;i&gt;W&lt;sub&gt;O&lt;/sub&gt;&lt;/i&gt; that reads head &lt;i&gt;h&lt;/i&gt;. The map shows ‖&lt;i&gt;Y&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt; &lt;i&gt;W&lt;/i&gt;&lt;sub&gt;&lt;i&gt;O&lt;/i&gt;,&lt;i&gt;h&lt;/i&gt;&lt;/sub&gt;‖ for every layer and head: where the attention grid shows where a head looks, this shows how much it writes into the stream. A head can look sharply and still write almost nothing. With MLA, &lt;i&gt;Y&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt; is the head&apos;s own output, its values expanded from the latent &lt;i&gt;L&lt;/i&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;每一层都读取&lt;b&gt;残差流&lt;/b&gt; &lt;i&gt;x&lt;/i&gt;（每个词元一个宽度为 &lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt; 的向量），并向其中加上一些内容。前置归一化的层计算 &lt;i&gt;x&lt;/i&gt;&lt;sub&gt;l+1&lt;/sub&gt; = &lt;i&gt;h&lt;/i&gt; + FFN(LN(&lt;i&gt;h&lt;/i&gt;))，其中 &lt;i&gt;h&lt;/i&gt; = &lt;i&gt;x&lt;/i&gt;&lt;sub&gt;l&lt;/sub&gt; + Attn(LN(&lt;i&gt;x&lt;/i&gt;&lt;sub&gt;l&lt;/sub&gt;))；后置归一化的层（原始 Transformer、Marian）在相加之后才归一化：&lt;i&gt;h&lt;/i&gt; = LN(&lt;i&gt;x&lt;/i&gt;&lt;sub&gt;l&lt;/sub&gt; + Attn(&lt;i&gt;x&lt;/i&gt;&lt;sub&gt;l&lt;/sub&gt;))，&lt;i&gt;x&lt;/i&gt;&lt;sub&gt;l+1&lt;/sub&gt; = LN(&lt;i&gt;h&lt;/i&gt; + FFN(&lt;i&gt;h&lt;/i&gt;))。Gemma 还会在相加之前对子层的输出再做一次归一化。图表上方的公式就是本模型的计算方式。&lt;/p&gt;&lt;p&gt;上方的图表跟踪所选词元：进入每一层时的 ‖&lt;i&gt;x&lt;/i&gt;‖，自注意力、交叉注意力（解码器）和前馈网络所加部分的范数，以及离开时的 ‖&lt;i&gt;x&lt;/i&gt;‖。下方的图表显示每个归一化的输入与输出：LayerNorm 减去 &lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt; 个分量的均值，除以它们的标准差，乘以 γ 再加上 β；RMSNorm 除以均方根再乘以 γ。无论输入多大，输出的范数都由 γ 和 β 决定（γ = 1、β = 0 时为 √&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt;）。&lt;/p&gt;&lt;p&gt;&lt;b&gt;注意力头。&lt;/b&gt;每个头计算 &lt;i&gt;Y&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;Z&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;A&lt;sub&gt;h&lt;/sub&gt;V&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt;，其中 &lt;i&gt;A&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt; = exp(&lt;i&gt;Q&lt;sub&gt;h&lt;/sub&gt;K&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;/√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt;)（%1），子层的输出为 concat&lt;sub&gt;&lt;i&gt;h&lt;/i&gt;&lt;/sub&gt;(&lt;i&gt;Y&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt;) &lt;i&gt;W&lt;sub&gt;O&lt;/sub&gt;&lt;/i&gt; + &lt;i&gt;b&lt;sub&gt;O&lt;/sub&gt;&lt;/i&gt; = Σ&lt;sub&gt;&lt;i&gt;h&lt;/i&gt;&lt;/sub&gt; &lt;i&gt;Y&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt; &lt;i&gt;W&lt;/i&gt;&lt;sub&gt;&lt;i&gt;O&lt;/i&gt;,&lt;i&gt;h&lt;/i&gt;&lt;/sub&gt; + &lt;i&gt;b&lt;sub&gt;O&lt;/sub&gt;&lt;/i&gt;，这里 &lt;i&gt;W&lt;/i&gt;&lt;sub&gt;&lt;i&gt;O&lt;/i&gt;,&lt;i&gt;h&lt;/i&gt;&lt;/sub&gt; 是 &lt;i&gt;W&lt;sub&gt;O&lt;/sub&gt;&lt;/i&gt; 中读取头 &lt;i&gt;h&lt;/i&gt; 的那一块行。热图显示每一层每个头的 ‖&lt;i&gt;Y&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt; &lt;i&gt;W&lt;/i&gt;&lt;sub&gt;&lt;i&gt;O&lt;/i&gt;,&lt;i&gt;h&lt;/i&gt;&lt;/sub&gt;‖：注意力网格显示一个头看向哪里，而这里显示它向残差流写入了多少。一个头可以看得很集中，却几乎什么也不写。对于 MLA，&lt;i&gt;Y&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt; 是该头自己的输出，其值由潜变量 &lt;i&gt;L&lt;/i&gt; 展开得到。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>this model&apos;s d&lt;sub&gt;QK&lt;/sub&gt; once loaded</source>
        <translation>模型加载后显示其 d&lt;sub&gt;QK&lt;/sub&gt;</translation>
    </message>
</context>
<context>
    <name>atlas::RotaryControls</name>
    <message>
        <source>Query token</source>
        <translation>查询词元</translation>
    </message>
    <message>
        <source>Key token</source>
        <translation>键词元</translation>
    </message>
    <message>
        <source>Move together
(keep m − n)</source>
        <translation>一起移动
（保持 m − n）</translation>
    </message>
    <message>
        <source>Moving one slider moves the other by the same step: m − n stays, and so does the score.</source>
        <translation>移动一个滑块时另一个也移动同样的步长：m − n 不变，得分也不变。</translation>
    </message>
    <message>
        <source>%1 = %2 (token %3 stands at %3; the slider ends at %2)</source>
        <translation>%1 = %2（词元 %3 位于位置 %3；滑块止于 %2）</translation>
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
        <translation>旋转位置编码</translation>
    </message>
    <message>
        <source>Demonstration: this model adds sinusoidal positions to its input and rotates nothing. The arrows turn this head&apos;s real q and k (d_QK = %1) with base 10000, as RoPE would.</source>
        <translation>演示：此模型把正弦位置编码加到输入上，不做任何旋转。箭头按 RoPE 的方式、以底数 10000 旋转该注意力头真实的 q 和 k（d_QK = %1）。</translation>
    </message>
    <message>
        <source>MLA: each head&apos;s query and key are [q_h | q_r] and [k_h | k_r], d_QK = %1 = d_h %2 + d_r %3. Only the d_r = %3 rotary numbers turn (base %4); k_h comes unrotated from the latent L (d_c = %5).</source>
        <translation>MLA：每个头的查询和键为 [q_h | q_r] 与 [k_h | k_r]，d_QK = %1 = d_h %2 + d_r %3。只有 d_r = %3 个旋转分量会转动（底数 %4）；k_h 来自潜变量 L（d_c = %5），不旋转。</translation>
    </message>
    <message>
        <source> (this sliding layer&apos;s own base, rope_local_base)</source>
        <translation>（该滑动窗口层自己的底数 rope_local_base）</translation>
    </message>
    <message>
        <source>, divided by %1 (linear rope_scaling)</source>
        <translation>，再除以 %1（线性 rope_scaling）</translation>
    </message>
    <message>
        <source>, the slow ones slowed by up to %1 (llama3 rope_scaling, original context %2)</source>
        <translation>，慢频率最多再减慢 %1 倍（llama3 rope_scaling，原始上下文 %2）</translation>
    </message>
    <message>
        <source>RoPE: this model turns all d_QK = %1 numbers of each head&apos;s query and key, in %2 pairs: θᵢ = %3^(−2i/%1)%4.</source>
        <translation>RoPE：此模型旋转每个头查询和键的全部 d_QK = %1 个分量，共 %2 对：θᵢ = %3^(−2i/%1)%4。</translation>
    </message>
    <message>
        <source>This model: d&lt;sub&gt;c&lt;/sub&gt; = %1, d&lt;sub&gt;r&lt;/sub&gt; = %2.</source>
        <translation>本模型：d&lt;sub&gt;c&lt;/sub&gt; = %1，d&lt;sub&gt;r&lt;/sub&gt; = %2。</translation>
    </message>
    <message>
        <source>This model is not MLA: it has no latent.</source>
        <translation>本模型不是 MLA：它没有潜变量。</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Why MLA keeps a separate rotary key.&lt;/b&gt; MLA caches the latent &lt;i&gt;L&lt;sub&gt;j&lt;/sub&gt;&lt;/i&gt; (d&lt;sub&gt;c&lt;/sub&gt; numbers per token) and makes head &lt;i&gt;h&lt;/i&gt;&apos;s key &lt;i&gt;k&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;W&lt;/i&gt;&lt;sub&gt;uk,h&lt;/sub&gt;&lt;i&gt;L&lt;sub&gt;j&lt;/sub&gt;&lt;/i&gt;. Unrotated, &lt;i&gt;q&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;&lt;i&gt;k&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;x&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;&lt;i&gt;W&lt;/i&gt;&lt;sub&gt;q,h&lt;/sub&gt;&lt;sup&gt;T&lt;/sup&gt;&lt;i&gt;W&lt;/i&gt;&lt;sub&gt;uk,h&lt;/sub&gt;&lt;i&gt;L&lt;sub&gt;j&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;x&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;&lt;i&gt;W&lt;/i&gt;&lt;sup&gt;LQK&lt;/sup&gt;&lt;i&gt;L&lt;sub&gt;j&lt;/sub&gt;&lt;/i&gt;: &lt;i&gt;W&lt;/i&gt;&lt;sup&gt;LQK&lt;/sup&gt; = &lt;i&gt;W&lt;/i&gt;&lt;sub&gt;q,h&lt;/sub&gt;&lt;sup&gt;T&lt;/sup&gt;&lt;i&gt;W&lt;/i&gt;&lt;sub&gt;uk,h&lt;/sub&gt; is computed once and the query meets the latent directly.&lt;/p&gt;&lt;p&gt;Rotated, it would be &lt;i&gt;q&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;&lt;i&gt;R&lt;/i&gt;(&lt;i&gt;m&lt;/i&gt;)&lt;sup&gt;T&lt;/sup&gt;&lt;i&gt;R&lt;/i&gt;(&lt;i&gt;n&lt;/i&gt;)&lt;i&gt;W&lt;/i&gt;&lt;sub&gt;uk,h&lt;/sub&gt;&lt;i&gt;L&lt;sub&gt;j&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;q&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;&lt;i&gt;R&lt;/i&gt;(&lt;i&gt;n&lt;/i&gt; − &lt;i&gt;m&lt;/i&gt;)&lt;i&gt;W&lt;/i&gt;&lt;sub&gt;uk,h&lt;/sub&gt;&lt;i&gt;L&lt;sub&gt;j&lt;/sub&gt;&lt;/i&gt;: a matrix for every pair of positions, none to precompute. So MLA leaves &lt;i&gt;L&lt;/i&gt; unrotated and adds a small rotary key &lt;i&gt;k&lt;sub&gt;r&lt;/sub&gt;&lt;/i&gt; (d&lt;sub&gt;r&lt;/sub&gt; numbers per token, shared by all heads); only &lt;i&gt;q&lt;sub&gt;r&lt;/sub&gt;&lt;/i&gt; and &lt;i&gt;k&lt;sub&gt;r&lt;/sub&gt;&lt;/i&gt; turn.&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;为什么 MLA 单独保留一个旋转键。&lt;/b&gt;MLA 缓存潜变量 &lt;i&gt;L&lt;sub&gt;j&lt;/sub&gt;&lt;/i&gt;（每个词元 d&lt;sub&gt;c&lt;/sub&gt; 个数），头 &lt;i&gt;h&lt;/i&gt; 的键为 &lt;i&gt;k&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;W&lt;/i&gt;&lt;sub&gt;uk,h&lt;/sub&gt;&lt;i&gt;L&lt;sub&gt;j&lt;/sub&gt;&lt;/i&gt;。不旋转时，&lt;i&gt;q&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;&lt;i&gt;k&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;x&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;&lt;i&gt;W&lt;/i&gt;&lt;sub&gt;q,h&lt;/sub&gt;&lt;sup&gt;T&lt;/sup&gt;&lt;i&gt;W&lt;/i&gt;&lt;sub&gt;uk,h&lt;/sub&gt;&lt;i&gt;L&lt;sub&gt;j&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;x&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;&lt;i&gt;W&lt;/i&gt;&lt;sup&gt;LQK&lt;/sup&gt;&lt;i&gt;L&lt;sub&gt;j&lt;/sub&gt;&lt;/i&gt;：&lt;i&gt;W&lt;/i&gt;&lt;sup&gt;LQK&lt;/sup&gt; = &lt;i&gt;W&lt;/i&gt;&lt;sub&gt;q,h&lt;/sub&gt;&lt;sup&gt;T&lt;/sup&gt;&lt;i&gt;W&lt;/i&gt;&lt;sub&gt;uk,h&lt;/sub&gt; 只需计算一次，查询直接与潜变量相乘。&lt;/p&gt;&lt;p&gt;若加旋转，则为 &lt;i&gt;q&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;&lt;i&gt;R&lt;/i&gt;(&lt;i&gt;m&lt;/i&gt;)&lt;sup&gt;T&lt;/sup&gt;&lt;i&gt;R&lt;/i&gt;(&lt;i&gt;n&lt;/i&gt;)&lt;i&gt;W&lt;/i&gt;&lt;sub&gt;uk,h&lt;/sub&gt;&lt;i&gt;L&lt;sub&gt;j&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;q&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;&lt;i&gt;R&lt;/i&gt;(&lt;i&gt;n&lt;/i&gt; − &lt;i&gt;m&lt;/i&gt;)&lt;i&gt;W&lt;/i&gt;&lt;sub&gt;uk,h&lt;/sub&gt;&lt;i&gt;L&lt;sub&gt;j&lt;/sub&gt;&lt;/i&gt;：每一对位置都对应不同的矩阵，无法预先计算。因此 MLA 让 &lt;i&gt;L&lt;/i&gt; 保持不旋转，另加一个小的旋转键 &lt;i&gt;k&lt;sub&gt;r&lt;/sub&gt;&lt;/i&gt;（每个词元 d&lt;sub&gt;r&lt;/sub&gt; 个数，所有头共享）；只有 &lt;i&gt;q&lt;sub&gt;r&lt;/sub&gt;&lt;/i&gt; 和 &lt;i&gt;k&lt;sub&gt;r&lt;/sub&gt;&lt;/i&gt; 会转动。&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Attention alone ignores order: the score of a query and a key is the same wherever they stand. Rotary positions (RoPE) put the position in by turning them. The coordinates go in pairs; pair &lt;i&gt;i&lt;/i&gt; of a vector at position &lt;i&gt;p&lt;/i&gt; turns by &lt;i&gt;p&lt;/i&gt;θ&lt;sub&gt;i&lt;/sub&gt;, with θ&lt;sub&gt;i&lt;/sub&gt; = &lt;i&gt;b&lt;/i&gt;&lt;sup&gt;−2i/r&lt;/sup&gt;, &lt;i&gt;i&lt;/i&gt; = 0 … &lt;i&gt;r&lt;/i&gt;/2 − 1 (&lt;i&gt;r&lt;/i&gt; the width turned, &lt;i&gt;b&lt;/i&gt; the base: %1 here).&lt;/p&gt;&lt;p align=center&gt;&lt;i&gt;q&lt;sub&gt;m&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;R&lt;/i&gt;(&lt;i&gt;m&lt;/i&gt;)&lt;i&gt;q&lt;/i&gt;, &lt;i&gt;k&lt;sub&gt;n&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;R&lt;/i&gt;(&lt;i&gt;n&lt;/i&gt;)&lt;i&gt;k&lt;/i&gt;, &amp;nbsp;&lt;i&gt;q&lt;sub&gt;m&lt;/sub&gt;&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;&lt;i&gt;k&lt;sub&gt;n&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;q&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;&lt;i&gt;R&lt;/i&gt;(&lt;i&gt;m&lt;/i&gt;)&lt;sup&gt;T&lt;/sup&gt;&lt;i&gt;R&lt;/i&gt;(&lt;i&gt;n&lt;/i&gt;)&lt;i&gt;k&lt;/i&gt; = &lt;i&gt;q&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;&lt;i&gt;R&lt;/i&gt;(&lt;i&gt;n&lt;/i&gt; − &lt;i&gt;m&lt;/i&gt;)&lt;i&gt;k&lt;/i&gt;&lt;/p&gt;&lt;p&gt;Rotations keep lengths and add their angles, so the score depends on the positions only through &lt;i&gt;m&lt;/i&gt; − &lt;i&gt;n&lt;/i&gt;: move both sliders together and it stays; the map over (&lt;i&gt;m&lt;/i&gt;, &lt;i&gt;n&lt;/i&gt;) is constant along its diagonals. Fast pairs (small &lt;i&gt;i&lt;/i&gt;) tell near positions apart, slow ones (long wavelengths 2π/θ&lt;sub&gt;i&lt;/sub&gt;) far ones.&lt;/p&gt;&lt;p&gt;The app pairs coordinate &lt;i&gt;i&lt;/i&gt; with &lt;i&gt;i&lt;/i&gt; + &lt;i&gt;r&lt;/i&gt;/2 (rotate-half, as Llama does); the paper&apos;s (&lt;i&gt;q&lt;/i&gt;&lt;sub&gt;2i&lt;/sub&gt;, &lt;i&gt;q&lt;/i&gt;&lt;sub&gt;2i+1&lt;/sub&gt;) is the same rotation with the coordinates renumbered. Scores are shown before the scale 1/√d&lt;sub&gt;QK&lt;/sub&gt; (%2).&lt;/p&gt;</source>
        <translation>&lt;p&gt;注意力本身不考虑顺序：一个查询与一个键的得分与它们所处的位置无关。旋转位置编码（RoPE）通过旋转查询和键把位置信息引入。坐标两两成对；位于位置 &lt;i&gt;p&lt;/i&gt; 的向量的第 &lt;i&gt;i&lt;/i&gt; 对转过角度 &lt;i&gt;p&lt;/i&gt;θ&lt;sub&gt;i&lt;/sub&gt;，其中 θ&lt;sub&gt;i&lt;/sub&gt; = &lt;i&gt;b&lt;/i&gt;&lt;sup&gt;−2i/r&lt;/sup&gt;, &lt;i&gt;i&lt;/i&gt; = 0 … &lt;i&gt;r&lt;/i&gt;/2 − 1（&lt;i&gt;r&lt;/i&gt; 为被旋转的宽度，&lt;i&gt;b&lt;/i&gt; 为底数：此处为 %1）。&lt;/p&gt;&lt;p align=center&gt;&lt;i&gt;q&lt;sub&gt;m&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;R&lt;/i&gt;(&lt;i&gt;m&lt;/i&gt;)&lt;i&gt;q&lt;/i&gt;, &lt;i&gt;k&lt;sub&gt;n&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;R&lt;/i&gt;(&lt;i&gt;n&lt;/i&gt;)&lt;i&gt;k&lt;/i&gt;, &amp;nbsp;&lt;i&gt;q&lt;sub&gt;m&lt;/sub&gt;&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;&lt;i&gt;k&lt;sub&gt;n&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;q&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;&lt;i&gt;R&lt;/i&gt;(&lt;i&gt;m&lt;/i&gt;)&lt;sup&gt;T&lt;/sup&gt;&lt;i&gt;R&lt;/i&gt;(&lt;i&gt;n&lt;/i&gt;)&lt;i&gt;k&lt;/i&gt; = &lt;i&gt;q&lt;/i&gt;&lt;sup&gt;T&lt;/sup&gt;&lt;i&gt;R&lt;/i&gt;(&lt;i&gt;n&lt;/i&gt; − &lt;i&gt;m&lt;/i&gt;)&lt;i&gt;k&lt;/i&gt;&lt;/p&gt;&lt;p&gt;旋转保持长度且角度相加，因此得分只通过 &lt;i&gt;m&lt;/i&gt; − &lt;i&gt;n&lt;/i&gt; 依赖于位置：两个滑块一起移动时得分不变；(&lt;i&gt;m&lt;/i&gt;, &lt;i&gt;n&lt;/i&gt;) 上的热图沿对角线为常数。快速的对（&lt;i&gt;i&lt;/i&gt; 小）区分相近的位置，慢速的对（波长 2π/θ&lt;sub&gt;i&lt;/sub&gt; 长）区分遥远的位置。&lt;/p&gt;&lt;p&gt;本应用把坐标 &lt;i&gt;i&lt;/i&gt; 与 &lt;i&gt;i&lt;/i&gt; + &lt;i&gt;r&lt;/i&gt;/2 配对（rotate-half，与 Llama 相同）；论文中的 (&lt;i&gt;q&lt;/i&gt;&lt;sub&gt;2i&lt;/sub&gt;, &lt;i&gt;q&lt;/i&gt;&lt;sub&gt;2i+1&lt;/sub&gt;) 是同一个旋转，只是坐标编号不同。所示得分未乘缩放因子 1/√d&lt;sub&gt;QK&lt;/sub&gt;（%2）。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>(R(m)q)ᵀ(R(n)k) over the positions m, n</source>
        <translation>(R(m)q)ᵀ(R(n)k) 随位置 m、n 的变化</translation>
    </message>
    <message>
        <source>m (query)</source>
        <translation>m（查询）</translation>
    </message>
    <message>
        <source>n (key)</source>
        <translation>n（键）</translation>
    </message>
    <message>
        <source>q_mᵀk_n = (R(m)q)ᵀ(R(n)k) = %1 at m − n = %2</source>
        <translation>q_mᵀk_n = (R(m)q)ᵀ(R(n)k) = %1，此时 m − n = %2</translation>
    </message>
    <message>
        <source> (the rotary part q_rᵀk_r of the score)</source>
        <translation>（得分中的旋转部分 q_rᵀk_r）</translation>
    </message>
    <message>
        <source>No sentence yet: load a model and type a sentence on the left.</source>
        <translation>还没有句子：请在左侧加载模型并输入一个句子。</translation>
    </message>
    <message>
        <source>The rotation belongs to one head: choose a head (not the mean) in the toolbar.</source>
        <translation>旋转属于单个注意力头：请在工具栏中选择一个头（而不是平均）。</translation>
    </message>
    <message>
        <source>Recording the head&apos;s queries and keys…</source>
        <translation>正在记录该头的查询和键…</translation>
    </message>
    <message>
        <source>The model failed on this text: %1</source>
        <translation>模型处理此文本失败：%1</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;MLA&lt;/b&gt; turns only a small rotary key &lt;i&gt;k&lt;sub&gt;r&lt;/sub&gt;&lt;/i&gt; kept beside its latent &lt;i&gt;L&lt;/i&gt;; the panel at the bottom right of the page says why.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;MLA&lt;/b&gt; 只旋转其潜在向量 &lt;i&gt;L&lt;/i&gt; 旁单独保留的一个小旋转键 &lt;i&gt;k&lt;sub&gt;r&lt;/sub&gt;&lt;/i&gt;；原因见本页右下角的说明。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Demonstration: this model adds learned absolute positions P[p] to its input (one trained row a position, as BERT and GPT-2 do) and rotates nothing. The arrows turn this head&apos;s real q and k (d_QK = %1) with base 10000, as RoPE would; the map at the bottom right shows how alike its own positions are.</source>
        <translation>演示：此模型在输入上加上学习得到的绝对位置 P[p]（每个位置一行训练参数，如 BERT 和 GPT-2），不做任何旋转。箭头以底数 10000 旋转该头真实的 q 和 k（d_QK = %1），就像 RoPE 那样；右下角的图显示它自己的各位置有多相似。</translation>
    </message>
    <message>
        <source>Learned positions: cos(P[p], P[q]), first %1 rows</source>
        <translation>学习到的位置：cos(P[p], P[q])，前 %1 行</translation>
    </message>
</context>
<context>
    <name>atlas::SentencePairPanel</name>
    <message>
        <source>&lt;b&gt;Nothing to align:&lt;/b&gt; an encoder-only model reads one text and writes none, so no decoder reads across to a source. What BERT was pre-trained on besides masks is a &lt;b&gt;sentence pair&lt;/b&gt;: two texts as one input, [CLS] A [SEP] B [SEP], the first part&apos;s tokens of type 0 and the second&apos;s of type 1, each type adding a learned vector T[type] to its embeddings. Every token still attends to every token; below, the attention of one part to the other.</source>
        <translation>&lt;b&gt;无可对齐：&lt;/b&gt;仅编码器模型读取一段文本而不生成文本，因此没有解码器跨越到源文本去读取。BERT 除掩码外还在&lt;b&gt;句子对&lt;/b&gt;上预训练：两段文本作为一个输入，[CLS] A [SEP] B [SEP]，第一部分的词元为类型 0，第二部分为类型 1，每种类型给其嵌入加上一个学习到的向量 T[类型]。每个词元仍关注所有词元；下方是一部分对另一部分的注意力。</translation>
    </message>
    <message>
        <source>Sentence A:</source>
        <translation>句子 A：</translation>
    </message>
    <message>
        <source>Sentence &amp;B:</source>
        <translation>句子 &amp;B：</translation>
    </message>
    <message>
        <source>Type a second sentence</source>
        <translation>输入第二个句子</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>显示(&amp;S)：</translation>
    </message>
    <message>
        <source>A reads B (rows A, columns B)</source>
        <translation>A 读取 B（行为 A，列为 B）</translation>
    </message>
    <message>
        <source>B reads A (rows B, columns A)</source>
        <translation>B 读取 A（行为 B，列为 A）</translation>
    </message>
    <message>
        <source>This pair cannot be read: %1</source>
        <translation>无法读取此句子对：%1</translation>
    </message>
    <message>
        <source>Type a second sentence to see how the two parts attend to each other.</source>
        <translation>输入第二个句子，查看两部分如何相互关注。</translation>
    </message>
    <message>
        <source>Reading the pair…</source>
        <translation>正在读取句子对…</translation>
    </message>
    <message>
        <source>The input: %1 tokens, the first %2 of type 0, the last %3 of type 1.</source>
        <translation>输入：%1 个词元，前 %2 个为类型 0，后 %3 个为类型 1。</translation>
    </message>
    <message>
        <source>The input: %1 tokens, the first %2 for A, the last %3 for B. This model has no token types: only the separator tells the parts apart.</source>
        <translation>输入：%1 个词元，前 %2 个属于 A，后 %3 个属于 B。此模型没有词元类型：只有分隔符区分两部分。</translation>
    </message>
    <message>
        <source>A&apos;s tokens put %1% of their attention on B</source>
        <translation>A 的词元把 %1% 的注意力放在 B 上</translation>
    </message>
    <message>
        <source>B&apos;s tokens put %1% of their attention on A</source>
        <translation>B 的词元把 %1% 的注意力放在 A 上</translation>
    </message>
</context>
<context>
    <name>atlas::SessionController</name>
    <message>
        <source>Attention Atlas sessions (*.atlas);;All files (*)</source>
        <translation>Attention Atlas 会话 (*.atlas);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Model file not found</source>
        <translation>找不到模型文件</translation>
    </message>
    <message>
        <source>The model file “%1” does not exist.</source>
        <translation>模型文件“%1”不存在。</translation>
    </message>
    <message>
        <source>The session “%1” uses it. </source>
        <translation>会话“%1”使用了它。</translation>
    </message>
    <message>
        <source>Choose the file where it is now, or show the session with the built-in model.</source>
        <translation>请选择该文件现在的位置，或改用内置模型显示此会话。</translation>
    </message>
    <message>
        <source>Choose file…</source>
        <translation>选择文件…</translation>
    </message>
    <message>
        <source>Use the built-in model</source>
        <translation>使用内置模型</translation>
    </message>
    <message>
        <source>Where is “%1”?</source>
        <translation>“%1”在哪里？</translation>
    </message>
    <message>
        <source>Cannot open the session</source>
        <translation>无法打开会话</translation>
    </message>
    <message>
        <source>Opened the session %1</source>
        <translation>已打开会话 %1</translation>
    </message>
    <message>
        <source>Cannot save the session</source>
        <translation>无法保存会话</translation>
    </message>
    <message>
        <source>Saved the session %1</source>
        <translation>已保存会话 %1</translation>
    </message>
    <message>
        <source>Open a session</source>
        <translation>打开会话</translation>
    </message>
    <message>
        <source>Save the session</source>
        <translation>保存会话</translation>
    </message>
    <message>
        <source>lesson</source>
        <translation>课程</translation>
    </message>
</context>
<context>
    <name>atlas::ShortcutsDialog</name>
    <message>
        <source>  or  </source>
        <translation>  或  </translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>键</translation>
    </message>
    <message>
        <source>Pages: the keys 1–9 and 0 while no text field has the focus; Alt+1–9 and Alt+0 always, also while typing the sentence.</source>
        <translation>页面：没有文本框获得焦点时按 1–9 和 0；Alt+1–9 和 Alt+0 随时可用，输入句子时也可以。</translation>
    </message>
</context>
<context>
    <name>atlas::SourceVocabulary</name>
    <message>
        <source>Example sentence</source>
        <translation>示例句子</translation>
    </message>
    <message>
        <source>Replaces the text with a random sentence of the corpus&apos;s test split: the built-in models were trained on the same generator&apos;s sentences, never on these.</source>
        <translation>用语料测试集中的一个随机句子替换文本：内置模型是用同一生成器的句子训练的，但从未见过这些句子。</translation>
    </message>
    <message>
        <source>Only the built-in models have a corpus to draw example sentences from: this model was trained on other text.</source>
        <translation>只有内置模型才有可供抽取示例句子的语料：此模型是用其他文本训练的。</translation>
    </message>
    <message>
        <source>Every word is in the model&apos;s vocabulary.</source>
        <translation>每个词都在模型的词汇中。</translation>
    </message>
    <message>
        <source>1 word outside the model&apos;s vocabulary: %1</source>
        <translation>1 个词不在模型的词汇中：%1</translation>
    </message>
    <message>
        <source>%1 words outside the model&apos;s vocabulary: %2</source>
        <translation>%1 个词不在模型的词汇中：%2</translation>
    </message>
    <message>
        <source>Words the corpus the model learnt from never holds are underlined in red: the tokenizer still cuts them into pieces, but the model never saw those pieces in this role. The Tokens page lists the words it knows.</source>
        <translation>模型学习所用的语料中从未出现的词以红色下划线标出：分词器仍会把它们切分成片段，但模型从未在这种角色中见过这些片段。“词元与嵌入”页列出了它认识的词。</translation>
    </message>
</context>
<context>
    <name>atlas::TemperatureControls</name>
    <message>
        <source>Temperature: S_τ = τ·S</source>
        <translation>温度：S_τ = τ·S</translation>
    </message>
    <message>
        <source>τ = 1 (the model&apos;s own scale)</source>
        <translation>τ = 1（模型自身的缩放）</translation>
    </message>
    <message>
        <source>Gemma 3 27B: 1/√168 instead of 1/√128 (τ ≈ 0.87)</source>
        <translation>Gemma 3 27B：1/√168 而非 1/√128（τ ≈ 0.87）</translation>
    </message>
    <message>
        <source>Gemma 3 27B divides its scores by √query_pre_attn_scalar = √168 (d_model/H = 5376/32) although its heads are 128 wide: τ = √128/√168 ≈ 0.873 against the 1/√d_QK convention.</source>
        <translation>Gemma 3 27B 把得分除以 √query_pre_attn_scalar = √168（d_model/H = 5376/32），而它的头宽为 128：相对于 1/√d_QK 的惯例，τ = √128/√168 ≈ 0.873。</translation>
    </message>
    <message>
        <source>τ = %1</source>
        <translation>τ = %1</translation>
    </message>
    <message>
        <source>τ = 1: the model&apos;s own scale 1/√%1</source>
        <translation>τ = 1：模型自身的缩放 1/√%1</translation>
    </message>
    <message>
        <source>τ = %1: as if the scale were 1/√%2 instead of 1/√%3</source>
        <extracomment>τ·(1/√d) = 1/√(d/τ²): the scale the tempered scores amount to</extracomment>
        <translation>τ = %1：相当于缩放为 1/√%2 而非 1/√%3</translation>
    </message>
</context>
<context>
    <name>atlas::TokensPage</name>
    <message>
        <source>&lt;p&gt;The sentence is cut into &lt;b&gt;SentencePiece&lt;/b&gt; pieces. &lt;b&gt;▁&lt;/b&gt; marks a piece that starts a word; a character the vocabulary lacks is spelt as its UTF-8 bytes. Each piece&apos;s id picks a row of the embedding table &lt;i&gt;E&lt;/i&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;句子被切分为 &lt;b&gt;SentencePiece&lt;/b&gt; 片段。&lt;b&gt;▁&lt;/b&gt; 标记一个词开头的片段；词表中没有的字符按其 UTF-8 字节拼写。每个片段的 ID 选取嵌入表 &lt;i&gt;E&lt;/i&gt; 中的一行。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The scatter projects the vectors of one depth onto their two main directions (PCA); the cosine matrix shows how alike each pair is, from −1 (blue) to 1 (red).&lt;/p&gt;</source>
        <translation>&lt;p&gt;散点图把某一深度的向量投影到它们的两个主方向上（PCA）；余弦矩阵显示每对向量的相似程度，从 −1（蓝）到 1（红）。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Tokens &amp;&amp; embeddings</source>
        <translation>词元与嵌入</translation>
    </message>
    <message>
        <source>&lt;p&gt;The sentence is cut into pieces by the folder&apos;s &lt;b&gt;source.spm&lt;/b&gt;; &lt;b&gt;▁&lt;/b&gt; marks a piece that starts a word. Each piece&apos;s id, from &lt;b&gt;vocab.json&lt;/b&gt;, picks a row of the embedding table &lt;i&gt;E&lt;/i&gt;; a piece vocab.json lacks is read as &lt;b&gt;&amp;lt;unk&amp;gt;&lt;/b&gt; and is shown as cut, in red, marked &amp;lt;unk&amp;gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;句子由该文件夹的 &lt;b&gt;source.spm&lt;/b&gt; 切分为片段；&lt;b&gt;▁&lt;/b&gt; 标记一个词开头的片段。每个片段的 ID 来自 &lt;b&gt;vocab.json&lt;/b&gt;，选取嵌入表 &lt;i&gt;E&lt;/i&gt; 中的一行；vocab.json 中没有的片段按 &lt;b&gt;&amp;lt;unk&amp;gt;&lt;/b&gt; 读取，并按切分时的样子以红色显示，标有 &amp;lt;unk&amp;gt;。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The text is cut into pieces by the folder&apos;s &lt;b&gt;tokenizer.model&lt;/b&gt; (SentencePiece); &lt;b&gt;▁&lt;/b&gt; marks a piece that starts a word, and a character it lacks is spelt as its UTF-8 bytes. Each piece&apos;s id picks a row of the embedding table &lt;i&gt;E&lt;/i&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;文本由文件夹中的 &lt;b&gt;tokenizer.model&lt;/b&gt;（SentencePiece）切分成片段；&lt;b&gt;▁&lt;/b&gt; 标记一个词开头的片段，它缺少的字符按其 UTF-8 字节拼写。每个片段的 id 选取嵌入表 &lt;i&gt;E&lt;/i&gt; 的一行。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The encoder reads, for the token at position &lt;i&gt;p&lt;/i&gt;,&lt;/p&gt;&lt;p align=center&gt;&lt;i&gt;x&lt;sub&gt;p&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;E&lt;/i&gt;[id&lt;sub&gt;p&lt;/sub&gt;]·√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt; + PE&lt;sub&gt;p&lt;/sub&gt;&lt;/p&gt;&lt;p&gt;with, as Marian lays it out, the sines in the first half of the vector and the cosines in the second: PE[&lt;i&gt;p&lt;/i&gt;, &lt;i&gt;i&lt;/i&gt;] = sin(&lt;i&gt;p&lt;/i&gt; / 10000&lt;sup&gt;2&lt;i&gt;i&lt;/i&gt;/&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt;&lt;/sup&gt;) and PE[&lt;i&gt;p&lt;/i&gt;, &lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt;/2 + &lt;i&gt;i&lt;/i&gt;] = cos(&lt;i&gt;p&lt;/i&gt; / 10000&lt;sup&gt;2&lt;i&gt;i&lt;/i&gt;/&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt;&lt;/sup&gt;).&lt;/p&gt;</source>
        <translation>&lt;p&gt;编码器对位置 &lt;i&gt;p&lt;/i&gt; 上的词元读入&lt;/p&gt;&lt;p align=center&gt;&lt;i&gt;x&lt;sub&gt;p&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;E&lt;/i&gt;[id&lt;sub&gt;p&lt;/sub&gt;]·√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt; + PE&lt;sub&gt;p&lt;/sub&gt;&lt;/p&gt;&lt;p&gt;按 Marian 的排列，正弦值在向量的前一半，余弦值在后一半：PE[&lt;i&gt;p&lt;/i&gt;, &lt;i&gt;i&lt;/i&gt;] = sin(&lt;i&gt;p&lt;/i&gt; / 10000&lt;sup&gt;2&lt;i&gt;i&lt;/i&gt;/&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt;&lt;/sup&gt;)，PE[&lt;i&gt;p&lt;/i&gt;, &lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt;/2 + &lt;i&gt;i&lt;/i&gt;] = cos(&lt;i&gt;p&lt;/i&gt; / 10000&lt;sup&gt;2&lt;i&gt;i&lt;/i&gt;/&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt;&lt;/sup&gt;)。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The decoder stack reads, for the token at position &lt;i&gt;p&lt;/i&gt;, &lt;i&gt;x&lt;sub&gt;p&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;E&lt;/i&gt;[id&lt;sub&gt;p&lt;/sub&gt;] (times √&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt; when the model scales it, as Gemma does): nothing is added for the position. Its positions are rotary (RoPE): inside self-attention each query and key is rotated by an angle proportional to its position, so that &lt;i&gt;q&lt;sub&gt;m&lt;/sub&gt;&lt;/i&gt;·&lt;i&gt;k&lt;sub&gt;n&lt;/sub&gt;&lt;/i&gt; depends on the positions &lt;i&gt;m&lt;/i&gt; and &lt;i&gt;n&lt;/i&gt; only through their difference &lt;i&gt;m&lt;/i&gt; − &lt;i&gt;n&lt;/i&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;解码器堆栈读取位置 &lt;i&gt;p&lt;/i&gt; 处的词元：&lt;i&gt;x&lt;sub&gt;p&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;E&lt;/i&gt;[id&lt;sub&gt;p&lt;/sub&gt;]（模型要求缩放时乘以 √&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt;，如 Gemma）：位置不加任何项。它的位置是旋转式的（RoPE）：在自注意力中，每个查询和键按与其位置成正比的角度旋转，使 &lt;i&gt;q&lt;sub&gt;m&lt;/sub&gt;&lt;/i&gt;·&lt;i&gt;k&lt;sub&gt;n&lt;/sub&gt;&lt;/i&gt; 只通过位置之差 &lt;i&gt;m&lt;/i&gt; − &lt;i&gt;n&lt;/i&gt; 依赖于位置 &lt;i&gt;m&lt;/i&gt; 和 &lt;i&gt;n&lt;/i&gt;。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The encoder reads, for the token at position &lt;i&gt;p&lt;/i&gt;, &lt;i&gt;x&lt;sub&gt;p&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;E&lt;/i&gt;[id&lt;sub&gt;p&lt;/sub&gt;]·√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt;: this model adds nothing for the position (PE = 0). Its positions are rotary (RoPE): inside self-attention each query and key is rotated by an angle proportional to its position, so that &lt;i&gt;q&lt;sub&gt;m&lt;/sub&gt;&lt;/i&gt;·&lt;i&gt;k&lt;sub&gt;n&lt;/sub&gt;&lt;/i&gt; depends on the positions &lt;i&gt;m&lt;/i&gt; and &lt;i&gt;n&lt;/i&gt; only through their difference &lt;i&gt;m&lt;/i&gt; − &lt;i&gt;n&lt;/i&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;对于位置 &lt;i&gt;p&lt;/i&gt; 上的词元，编码器读取 &lt;i&gt;x&lt;sub&gt;p&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;E&lt;/i&gt;[id&lt;sub&gt;p&lt;/sub&gt;]·√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt;：该模型不为位置添加任何向量（PE = 0）。它使用旋转位置编码（RoPE）：在自注意力内部，每个查询和键都按与其位置成正比的角度旋转，使 &lt;i&gt;q&lt;sub&gt;m&lt;/sub&gt;&lt;/i&gt;·&lt;i&gt;k&lt;sub&gt;n&lt;/sub&gt;&lt;/i&gt; 只通过位置之差 &lt;i&gt;m&lt;/i&gt; − &lt;i&gt;n&lt;/i&gt; 依赖于位置 &lt;i&gt;m&lt;/i&gt; 和 &lt;i&gt;n&lt;/i&gt;。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The encoder reads, for the token at position &lt;i&gt;p&lt;/i&gt;,&lt;/p&gt;&lt;p align=center&gt;&lt;i&gt;x&lt;sub&gt;p&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;E&lt;/i&gt;[id&lt;sub&gt;p&lt;/sub&gt;]·√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt; + PE&lt;sub&gt;p&lt;/sub&gt;&lt;/p&gt;&lt;p&gt;with PE[&lt;i&gt;p&lt;/i&gt;, 2&lt;i&gt;i&lt;/i&gt;] = sin(&lt;i&gt;p&lt;/i&gt; / 10000&lt;sup&gt;2&lt;i&gt;i&lt;/i&gt;/&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt;&lt;/sup&gt;) and PE[&lt;i&gt;p&lt;/i&gt;, 2&lt;i&gt;i&lt;/i&gt;+1] = cos(&lt;i&gt;p&lt;/i&gt; / 10000&lt;sup&gt;2&lt;i&gt;i&lt;/i&gt;/&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt;&lt;/sup&gt;): the same token at another place gets another vector.&lt;/p&gt;</source>
        <translation>&lt;p&gt;对于位置 &lt;i&gt;p&lt;/i&gt; 上的词元，编码器读取&lt;/p&gt;&lt;p align=center&gt;&lt;i&gt;x&lt;sub&gt;p&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;E&lt;/i&gt;[id&lt;sub&gt;p&lt;/sub&gt;]·√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt; + PE&lt;sub&gt;p&lt;/sub&gt;&lt;/p&gt;&lt;p&gt;其中 PE[&lt;i&gt;p&lt;/i&gt;, 2&lt;i&gt;i&lt;/i&gt;] = sin(&lt;i&gt;p&lt;/i&gt; / 10000&lt;sup&gt;2&lt;i&gt;i&lt;/i&gt;/&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt;&lt;/sup&gt;)，PE[&lt;i&gt;p&lt;/i&gt;, 2&lt;i&gt;i&lt;/i&gt;+1] = cos(&lt;i&gt;p&lt;/i&gt; / 10000&lt;sup&gt;2&lt;i&gt;i&lt;/i&gt;/&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt;&lt;/sup&gt;)：同一个词元处在不同位置，得到不同的向量。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;This model learnt from the project&apos;s generated English → German corpus, and the list beside the maps holds its %1 English words: the lexicon&apos;s nouns, verbs and adjectives in every form the grammar writes, and its few small words. A word outside it is underlined in red in the source field: the tokenizer still cuts it into pieces, but the model never saw those pieces in this role, and what it writes for them is a guess.&lt;/p&gt;</source>
        <translation>&lt;p&gt;此模型学习的是本项目生成的英语 → 德语语料，地图旁的列表列出了其中的 %1 个英语词：词典中的名词、动词和形容词在语法所写出的每种词形，以及少数几个虚词。列表之外的词在源句中以红色下划线标出：分词器仍会把它切分成片段，但模型从未在这种角色中见过这些片段，它为这些词写出的内容只是猜测。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Articles</source>
        <translation>冠词</translation>
    </message>
    <message>
        <source>Negation</source>
        <translation>否定词</translation>
    </message>
    <message>
        <source>Prepositions</source>
        <translation>介词</translation>
    </message>
    <message>
        <source>Conjunctions</source>
        <translation>连词</translation>
    </message>
    <message>
        <source>Adjectives</source>
        <translation>形容词</translation>
    </message>
    <message>
        <source>Verbs (every form, with do, does, did)</source>
        <translation>动词（每种词形，含 do、does、did）</translation>
    </message>
    <message>
        <source>Nouns (singular and plural)</source>
        <translation>名词（单数和复数）</translation>
    </message>
    <message>
        <source>&lt;p&gt;The text is cut into pieces by the folder&apos;s &lt;b&gt;tokenizer.json&lt;/b&gt; (the Hugging Face &lt;i&gt;tokenizers&lt;/i&gt; format), with the ids &lt;i&gt;tokenizers&lt;/i&gt; gives. &lt;b&gt;▁&lt;/b&gt; marks a piece that starts with a space, ↵ a newline, and hex bytes a piece that holds only part of a character. Click a token to see how it was built. Each piece&apos;s id picks a row of the embedding table &lt;i&gt;E&lt;/i&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;文本由文件夹中的 &lt;b&gt;tokenizer.json&lt;/b&gt;（Hugging Face &lt;i&gt;tokenizers&lt;/i&gt; 格式）切分成片段，id 与 &lt;i&gt;tokenizers&lt;/i&gt; 给出的相同。&lt;b&gt;▁&lt;/b&gt; 标记以空格开头的片段，↵ 表示换行，十六进制字节表示只含一个字符一部分的片段。点击一个词元可查看它是如何构建的。每个片段的 id 选取嵌入表 &lt;i&gt;E&lt;/i&gt; 的一行。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The decoder stack reads, for the token at position &lt;i&gt;p&lt;/i&gt;, &lt;i&gt;x&lt;sub&gt;p&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;E&lt;/i&gt;[id&lt;sub&gt;p&lt;/sub&gt;] + &lt;i&gt;P&lt;/i&gt;[&lt;i&gt;p&lt;/i&gt;]: &lt;i&gt;P&lt;/i&gt; is a table with one learned row a position (GPT-2&apos;s wpe), trained with the rest of the model rather than computed from sines; the same token at another place gets another vector.&lt;/p&gt;</source>
        <translation>&lt;p&gt;解码器堆栈对位置 &lt;i&gt;p&lt;/i&gt; 的词元读取 &lt;i&gt;x&lt;sub&gt;p&lt;/sub&gt;&lt;/i&gt; = &lt;i&gt;E&lt;/i&gt;[id&lt;sub&gt;p&lt;/sub&gt;] + &lt;i&gt;P&lt;/i&gt;[&lt;i&gt;p&lt;/i&gt;]：&lt;i&gt;P&lt;/i&gt; 是每个位置一行的学习得到的表（GPT-2 的 wpe），与模型其余部分一起训练，而不是由正弦计算；同一个词元在别的位置得到别的向量。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The encoder reads, for the token at position &lt;i&gt;p&lt;/i&gt;, &lt;i&gt;x&lt;sub&gt;p&lt;/sub&gt;&lt;/i&gt; = LayerNorm(&lt;i&gt;E&lt;/i&gt;[id&lt;sub&gt;p&lt;/sub&gt;] + &lt;i&gt;P&lt;/i&gt;[&lt;i&gt;p&lt;/i&gt;] + &lt;i&gt;T&lt;/i&gt;[0]): &lt;i&gt;P&lt;/i&gt; holds one learned row a position, &lt;i&gt;T&lt;/i&gt; one row a segment (0 for the first text, 1 for the second of a pair), and the sum is normalised. Special tokens frame the text: [CLS] (or &amp;lt;s&amp;gt;) first, [SEP] (or &amp;lt;/s&amp;gt;) last, in italics like the mask token the model guesses.&lt;/p&gt;</source>
        <translation>&lt;p&gt;编码器对位置 &lt;i&gt;p&lt;/i&gt; 上的词元读取 &lt;i&gt;x&lt;sub&gt;p&lt;/sub&gt;&lt;/i&gt; = LayerNorm(&lt;i&gt;E&lt;/i&gt;[id&lt;sub&gt;p&lt;/sub&gt;] + &lt;i&gt;P&lt;/i&gt;[&lt;i&gt;p&lt;/i&gt;] + &lt;i&gt;T&lt;/i&gt;[0])：&lt;i&gt;P&lt;/i&gt; 每个位置一行学习参数，&lt;i&gt;T&lt;/i&gt; 每个片段一行（第一段文本为 0，句对中的第二段为 1），求和后再归一化。特殊词元框住文本：[CLS]（或 &amp;lt;s&amp;gt;）在前，[SEP]（或 &amp;lt;/s&amp;gt;）在后，与模型要猜的掩码词元一样用斜体显示。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>atlas::TrainingLabPage</name>
    <message>
        <source>Pick a task, an attention kind and a model, then press &lt;b&gt;Train&lt;/b&gt;.</source>
        <translation>选择任务、注意力类型和模型，然后点击&lt;b&gt;训练&lt;/b&gt;。</translation>
    </message>
    <message>
        <source>The attention of one example the model never trains on appears here and is redrawn as it learns.</source>
        <translation>这里显示一个模型从未训练过的示例的注意力，并随学习过程重绘。</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Reverse</source>
        <translation>反转</translation>
    </message>
    <message>
        <source>Sort</source>
        <translation>排序</translation>
    </message>
    <message>
        <source>English → German (tiny corpus)</source>
        <translation>英语 → 德语（微型语料）</translation>
    </message>
    <message>
        <source>Copy, reverse or sort 3 to 8 letters, or translate short sentences</source>
        <translation>复制、反转或排序 3 到 8 个字母，或翻译短句</translation>
    </message>
    <message>
        <source>Tiny (d 32, 2 + 1 layers)</source>
        <translation>微型（d 32，2 + 1 层）</translation>
    </message>
    <message>
        <source>Small (d 64, 2 + 2 layers)</source>
        <translation>小（d 64，2 + 2 层）</translation>
    </message>
    <message>
        <source>Train</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>保存…</translation>
    </message>
    <message>
        <source>Open in main views</source>
        <translation>在主视图中打开</translation>
    </message>
    <message>
        <source>Load the weights as they are now into the other pages</source>
        <translation>将当前权重载入其他页面</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Validation exact match</source>
        <translation>验证集完全匹配率</translation>
    </message>
    <message>
        <source>Attention of the example:</source>
        <translation>示例的注意力：</translation>
    </message>
    <message>
        <source>Cross-attention</source>
        <translation>交叉注意力</translation>
    </message>
    <message>
        <source>Decoder self-attention</source>
        <translation>解码器自注意力</translation>
    </message>
    <message>
        <source>Encoder self-attention</source>
        <translation>编码器自注意力</translation>
    </message>
    <message>
        <source>Every head of every layer; click one to see it large</source>
        <translation>每层的每个头；点击一个可放大查看</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Training&lt;/b&gt; changes every weight θ — the embeddings &lt;i&gt;E&lt;/i&gt;, each head&apos;s &lt;i&gt;W&lt;sub&gt;Q&lt;/sub&gt;&lt;/i&gt;, &lt;i&gt;W&lt;sub&gt;K&lt;/sub&gt;&lt;/i&gt;, &lt;i&gt;W&lt;sub&gt;V&lt;/sub&gt;&lt;/i&gt;, the output &lt;i&gt;W&lt;sub&gt;O&lt;/sub&gt;&lt;/i&gt; and the feed-forward layers — so that the right next token becomes likely. For a source &lt;i&gt;x&lt;/i&gt; and target &lt;i&gt;y&lt;/i&gt;&lt;sub&gt;1&lt;/sub&gt; … &lt;i&gt;y&lt;sub&gt;m&lt;/sub&gt;&lt;/i&gt; the loss is the cross-entropy&lt;/p&gt;&lt;p align=center&gt;ℒ(θ) = −&lt;sup&gt;1&lt;/sup&gt;⁄&lt;sub&gt;&lt;i&gt;m&lt;/i&gt;+1&lt;/sub&gt; Σ&lt;sub&gt;&lt;i&gt;t&lt;/i&gt;&lt;/sub&gt; log &lt;i&gt;p&lt;/i&gt;&lt;sub&gt;θ&lt;/sub&gt;(&lt;i&gt;y&lt;/i&gt;&lt;sub&gt;&lt;i&gt;t&lt;/i&gt;+1&lt;/sub&gt; | &lt;i&gt;y&lt;/i&gt;&lt;sub&gt;≤&lt;i&gt;t&lt;/i&gt;&lt;/sub&gt;, &lt;i&gt;x&lt;/i&gt;),&lt;/p&gt;&lt;p&gt;averaged over a batch of 32 pairs. Backpropagation gives the gradient ∇&lt;sub&gt;θ&lt;/sub&gt;ℒ through every &lt;i&gt;Y&lt;/i&gt; = &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;AV&lt;/i&gt;; &lt;b&gt;AdamW&lt;/b&gt; steps against it, each weight scaled by running means of its gradient and of its square, with a little weight decay. The learning rate warms up, then falls along a cosine.&lt;/p&gt;&lt;p&gt;&lt;b&gt;What to watch.&lt;/b&gt; The loss in nats per token (log scale; chance is log &lt;i&gt;V&lt;/i&gt;). The exact match: the share of unseen validation inputs that greedy decoding gets entirely right. The heatmap: &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;A&lt;/i&gt; of a fixed example — for cross-attention, rows are the decoder&apos;s input tokens (&amp;lt;s&amp;gt; first), columns the source tokens. It starts as noise, nearly uniform rows. As the model learns, each row settles on the source symbol it must write next: a diagonal for &lt;i&gt;copy&lt;/i&gt;, an &lt;b&gt;anti-diagonal&lt;/b&gt; for &lt;i&gt;reverse&lt;/i&gt;, a permutation for &lt;i&gt;sort&lt;/i&gt;, roughly the word alignment for English → German.&lt;/p&gt;&lt;p&gt;The example is read with teacher forcing (the correct target as the decoder&apos;s input), so its rows stay put while the weights change; the line above it says what greedy decoding now answers. &lt;i&gt;Open in main views&lt;/i&gt; loads the weights into the other pages.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;训练&lt;/b&gt;会改变每个权重 θ——嵌入 &lt;i&gt;E&lt;/i&gt;、每个头的 &lt;i&gt;W&lt;sub&gt;Q&lt;/sub&gt;&lt;/i&gt;、&lt;i&gt;W&lt;sub&gt;K&lt;/sub&gt;&lt;/i&gt;、&lt;i&gt;W&lt;sub&gt;V&lt;/sub&gt;&lt;/i&gt;、输出 &lt;i&gt;W&lt;sub&gt;O&lt;/sub&gt;&lt;/i&gt; 以及前馈层——使正确的下一个词元变得可能。对于源句 &lt;i&gt;x&lt;/i&gt; 和目标 &lt;i&gt;y&lt;/i&gt;&lt;sub&gt;1&lt;/sub&gt; … &lt;i&gt;y&lt;sub&gt;m&lt;/sub&gt;&lt;/i&gt;，损失为交叉熵&lt;/p&gt;&lt;p align=center&gt;ℒ(θ) = −&lt;sup&gt;1&lt;/sup&gt;⁄&lt;sub&gt;&lt;i&gt;m&lt;/i&gt;+1&lt;/sub&gt; Σ&lt;sub&gt;&lt;i&gt;t&lt;/i&gt;&lt;/sub&gt; log &lt;i&gt;p&lt;/i&gt;&lt;sub&gt;θ&lt;/sub&gt;(&lt;i&gt;y&lt;/i&gt;&lt;sub&gt;&lt;i&gt;t&lt;/i&gt;+1&lt;/sub&gt; | &lt;i&gt;y&lt;/i&gt;&lt;sub&gt;≤&lt;i&gt;t&lt;/i&gt;&lt;/sub&gt;, &lt;i&gt;x&lt;/i&gt;),&lt;/p&gt;&lt;p&gt;并在 32 个句对的批次上取平均。反向传播穿过每个 &lt;i&gt;Y&lt;/i&gt; = &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;AV&lt;/i&gt; 得到梯度 ∇&lt;sub&gt;θ&lt;/sub&gt;ℒ；&lt;b&gt;AdamW&lt;/b&gt; 沿其反方向更新，每个权重按其梯度及梯度平方的滑动平均缩放，并带少量权重衰减。学习率先预热，再按余弦曲线下降。&lt;/p&gt;&lt;p&gt;&lt;b&gt;观察什么。&lt;/b&gt;损失：每个词元的奈特数（对数刻度；随机猜测为 log &lt;i&gt;V&lt;/i&gt;）。完全匹配率：贪心解码完全答对的未见验证输入所占比例。热图：一个固定示例的 &lt;i&gt;Z&lt;/i&gt;&lt;sup&gt;−1&lt;/sup&gt;&lt;i&gt;A&lt;/i&gt;——对交叉注意力而言，行是解码器的输入词元（首个为 &amp;lt;s&amp;gt;），列是源词元。它起初是噪声，各行近乎均匀。随着模型学习，每一行会落到它下一步必须写出的源符号上：&lt;i&gt;复制&lt;/i&gt;任务是对角线，&lt;i&gt;反转&lt;/i&gt;任务是&lt;b&gt;反对角线&lt;/b&gt;，&lt;i&gt;排序&lt;/i&gt;任务是一个置换，英语 → 德语则大致是词对齐。&lt;/p&gt;&lt;p&gt;该示例以教师强制方式读取（以正确目标作为解码器输入），因此权重变化时其行保持不动；上方一行显示贪心解码当前的回答。&lt;i&gt;在主视图中打开&lt;/i&gt;会把这些权重载入其他页面。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Preparing the data, the tokenizer and random weights…</source>
        <translation>正在准备数据、分词器和随机权重…</translation>
    </message>
    <message>
        <source>Cannot save the model</source>
        <translation>无法保存模型</translation>
    </message>
    <message>
        <source>“%1” could not be written.</source>
        <translation>无法写入“%1”。</translation>
    </message>
    <message>
        <source>Training failed: %1</source>
        <translation>训练失败：%1</translation>
    </message>
    <message>
        <source>Save the trained model</source>
        <translation>保存训练好的模型</translation>
    </message>
    <message>
        <source>Attention Atlas checkpoints (*.safetensors)</source>
        <translation>Attention Atlas 检查点 (*.safetensors)</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>正在保存 %1…</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <source>step</source>
        <translation>步</translation>
    </message>
    <message>
        <source>cross-entropy (nats/token, log scale)</source>
        <translation>交叉熵（奈特/词元，对数刻度）</translation>
    </message>
    <message>
        <source>training batches</source>
        <translation>训练批次</translation>
    </message>
    <message>
        <source>validation</source>
        <translation>验证</translation>
    </message>
    <message>
        <source>exact match (%)</source>
        <translation>完全匹配 (%)</translation>
    </message>
    <message>
        <source>greedy decoding entirely right</source>
        <translation>贪心解码完全正确</translation>
    </message>
    <message>
        <source>&lt;b&gt;Example&lt;/b&gt; (never trained on): %1 &amp;nbsp;→&amp;nbsp; %2</source>
        <translation>&lt;b&gt;示例&lt;/b&gt;（从未训练过）：%1 &amp;nbsp;→&amp;nbsp; %2</translation>
    </message>
    <message>
        <source>%1 · %2 parameters · %3 training pairs, %4 validation</source>
        <translation>%1 · %2 个参数 · %3 个训练句对，%4 个验证句对</translation>
    </message>
    <message>
        <source>step %1 of %2 · %3 s · %4 tokens/s · learning rate %5 · loss %6</source>
        <translation>第 %1 步，共 %2 步 · %3 秒 · %4 词元/秒 · 学习率 %5 · 损失 %6</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>at step %1; best so far %2 %</source>
        <translation>第 %1 步；目前最佳 %2%</translation>
    </message>
    <message>
        <source>&lt;b&gt;Greedy answer&lt;/b&gt; at step %1: %2 &amp;nbsp;&lt;span style=&apos;color:%3&apos;&gt;%4&lt;/span&gt;</source>
        <translation>第 %1 步的&lt;b&gt;贪心解码结果&lt;/b&gt;：%2 &amp;nbsp;&lt;span style=&apos;color:%3&apos;&gt;%4&lt;/span&gt;</translation>
    </message>
    <message>
        <source>(nothing)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>✓ right</source>
        <translation>✓ 正确</translation>
    </message>
    <message>
        <source>✗ not yet</source>
        <translation>✗ 尚未</translation>
    </message>
    <message>
        <source>Train again</source>
        <translation>重新训练</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <source> · finished</source>
        <translation> · 已完成</translation>
    </message>
    <message>
        <source>Paused at step %1</source>
        <translation>已暂停于第 %1 步</translation>
    </message>
    <message>
        <source>Training lab</source>
        <translation>训练实验室</translation>
    </message>
    <message>
        <source>Cannot create %1</source>
        <translation>无法创建 %1</translation>
    </message>
    <message>
        <source>The model in use, &lt;b&gt;%1&lt;/b&gt;, is a Hugging Face model: Attention Atlas reads it but does not train it. The lab trains small models of its own from random weights; a run here leaves %1 as it is.</source>
        <translation>当前使用的模型 &lt;b&gt;%1&lt;/b&gt; 是 Hugging Face 模型：Attention Atlas 只读取它，不训练它。训练实验室从随机权重开始训练自己的小模型；在这里训练不会改变 %1。</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <source>Encoder-decoder</source>
        <translation>编码器-解码器</translation>
    </message>
    <message>
        <source>Decoder-only</source>
        <translation>仅解码器</translation>
    </message>
    <message>
        <source>Tiny (d 32, %1 layers)</source>
        <translation>微型（d 32，%1 层）</translation>
    </message>
    <message>
        <source>Small (d 64, %1 layers)</source>
        <translation>小型（d 64，%1 层）</translation>
    </message>
    <message>
        <source>One causal map of the whole sequence: rows and columns are &lt;s&gt;, the prompt (the task&apos;s source), ⇒ and the continuation (its target). Each row sees only itself and the columns before it; the rows from ⇒ on write the answer.</source>
        <translation>整个序列的一张因果注意力图：行和列依次是 &lt;s&gt;、提示词（任务的源序列）、⇒ 和续写（任务的目标）。每一行只能看到自身及其之前的列；从 ⇒ 开始的行写出答案。</translation>
    </message>
    <message>
        <source>Rows: the decoder&apos;s input, &lt;s&gt; first; columns: the source.</source>
        <translation>行：解码器的输入，&lt;s&gt; 在前；列：源序列。</translation>
    </message>
    <message>
        <source>Rows and columns: the decoder&apos;s input, &lt;s&gt; first; each row sees only itself and the columns before it.</source>
        <translation>行和列：解码器的输入，&lt;s&gt; 在前；每一行只能看到自身及其之前的列。</translation>
    </message>
    <message>
        <source>Rows and columns: the source; every token sees every other.</source>
        <translation>行和列：源序列；每个词元都能看到所有其他词元。</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Decoder-only&lt;/b&gt; models read the same pair as one sequence &amp;lt;s&amp;gt; &lt;i&gt;x&lt;/i&gt; ⇒ &lt;i&gt;y&lt;/i&gt; &amp;lt;/s&amp;gt; through one causal stack; the loss is the same sum over the target and &amp;lt;/s&amp;gt;, the prompt&apos;s rows are not trained. Their only attention is the decoder&apos;s self-attention over the whole sequence, rows and columns alike: the rows from ⇒ on look back at the prompt&apos;s columns and form the same diagonal, anti-diagonal or permutation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;仅解码器&lt;/b&gt;模型把同一对句子读作一个序列 &amp;lt;s&amp;gt; &lt;i&gt;x&lt;/i&gt; ⇒ &lt;i&gt;y&lt;/i&gt; &amp;lt;/s&amp;gt;，经过一个因果堆栈；损失仍是目标和 &amp;lt;/s&amp;gt; 上的同一个求和，提示词的行不参与训练。它唯一的注意力是解码器在整个序列上的自注意力，行和列都是这个序列：从 ⇒ 开始的行回看提示词的列，形成同样的对角线、反对角线或置换。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Encoder-only (masked)</source>
        <translation>仅编码器（掩码）</translation>
    </message>
    <message>
        <source>Encoder-decoder: the decoder reads the encoded source through cross-attention. Decoder-only: one causal stack reads the source, ⇒ and the target as one sequence. Encoder-only: one stack that sees both ways reads the same sequence with some pieces masked, and learns to fill them from the other half.</source>
        <translation>编码器-解码器：解码器通过交叉注意力读取编码后的源。仅解码器：一个因果堆栈把源、⇒ 和目标作为一个序列读取。仅编码器：一个双向可见的堆栈读取同一序列，其中部分片段被掩码，并学会从另一半把它们填上。</translation>
    </message>
    <message>
        <source>One map of the whole sequence, both ways: rows and columns are &lt;s&gt;, the source, ⇒, the target with its masks and &lt;/s&gt;. A mask&apos;s row learns to look across ⇒ to the symbol it hides.</source>
        <translation>整个序列的一张图，双向可见：行和列依次是 &lt;s&gt;、源、⇒、带掩码的目标和 &lt;/s&gt;。掩码所在的行学会越过 ⇒ 去看它遮住的那个符号。</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Encoder-only&lt;/b&gt; models read that sequence through one stack that sees both ways, with 15 % of its pieces masked afresh each time (BERT&apos;s masked language modelling); the loss is over the masked pieces alone. A masked symbol is found in the other half: the mask&apos;s row learns to look across ⇒ to its partner, so &lt;i&gt;copy&lt;/i&gt; draws two off-diagonals, one each way. The accuracy is then the share of pieces the model guesses first when each is masked alone.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;仅编码器&lt;/b&gt;模型用一个双向可见的堆栈读取这个序列，每次重新掩码其中 15% 的片段（BERT 的掩码语言建模）；损失只计算被掩码的片段。被掩码的符号能在另一半中找到：掩码所在的行学会越过 ⇒ 去看它的对应符号，因此 &lt;i&gt;copy&lt;/i&gt; 会画出两条副对角线，每个方向一条。此时准确率是在每个片段单独被掩码时，模型首选即猜中的比例。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Validation masked top-1</source>
        <translation>验证：掩码 top-1</translation>
    </message>
    <message>
        <source>pieces guessed first (%)</source>
        <translation>首选猜中的片段 (%)</translation>
    </message>
    <message>
        <source>each piece masked alone</source>
        <translation>每个片段单独掩码</translation>
    </message>
</context>
<context>
    <name>atlas::UiZoom</name>
    <message>
        <source>Zoom &amp;in</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>实际大小(&amp;A)</translation>
    </message>
</context>
<context>
    <name>atlas::UnknownWordHighlighter</name>
    <message>
        <source>“%1” is not in the built-in model&apos;s vocabulary: it will be split into pieces the model never saw in this role.</source>
        <translation>“%1”不在内置模型的词汇中：它会被切分成模型从未在这种角色中见过的片段。</translation>
    </message>
</context>
<context>
    <name>atlas::UserGuide</name>
    <message>
        <source>User guide — Attention Atlas</source>
        <translation>用户指南 — Attention Atlas</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>后退</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>前进</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>目录</translation>
    </message>
</context>
<context>
    <name>atlas::ViewToolBar</name>
    <message>
        <source>View</source>
        <translation>视图</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>堆栈</translation>
    </message>
    <message>
        <source>Which attention: the encoder reading the source, the decoder reading its own output so far, or the decoder reading the source (cross-attention)</source>
        <translation>哪种注意力：编码器读取源句、解码器读取自己目前的输出，或解码器读取源句（交叉注意力）</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>层</translation>
    </message>
    <message>
        <source>Layer (Alt+Up / Alt+Down)</source>
        <translation>层 (Alt+↑ / Alt+↓)</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>头</translation>
    </message>
    <message>
        <source>Head, or the mean over heads (Alt+Left / Alt+Right)</source>
        <translation>头，或各头平均 (Alt+← / Alt+→)</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>颜色</translation>
    </message>
    <message>
        <source>Colormap</source>
        <translation>色图</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>刻度</translation>
    </message>
    <message>
        <source>Linear, or logarithmic to see small weights (Alt+G)</source>
        <translation>线性，或对数以看清小权重 (Alt+G)</translation>
    </message>
    <message>
        <source>Linear</source>
        <translation>线性</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>对数</translation>
    </message>
    <message>
        <source>Next layer</source>
        <translation>下一层</translation>
    </message>
    <message>
        <source>Previous layer</source>
        <translation>上一层</translation>
    </message>
    <message>
        <source>Next head</source>
        <translation>下一个头</translation>
    </message>
    <message>
        <source>Previous head</source>
        <translation>上一个头</translation>
    </message>
    <message>
        <source>Mean over heads</source>
        <translation>各头平均</translation>
    </message>
    <message>
        <source>Linear / log scale</source>
        <translation>线性 / 对数刻度</translation>
    </message>
    <message>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>平均</translation>
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
        <translation>本页绘制的内容，与所选的注意力栈无关；其他页面保留在那里选择的栈（%1）</translation>
    </message>
</context>
<context>
    <name>atlas::views::AlignmentLinesWidget</name>
    <message>
        <source>No translation to align yet</source>
        <translation>尚无可对齐的译文</translation>
    </message>
    <message>
        <source>source · keys</source>
        <translation>源句 · 键</translation>
    </message>
    <message>
        <source>decoder input · queries</source>
        <translation>解码器输入 · 查询</translation>
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
        <translation>尚无注意力图</translation>
    </message>
    <message>
        <source>each map coloured from 0 to its own maximum; click one to see it large</source>
        <translation>每张图按 0 到其自身最大值着色；点击可放大查看</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>平均</translation>
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
            <numerusform>%n 层</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n layers</source>
        <translation>
            <numerusform>%n 层</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n head</source>
        <translation>
            <numerusform>%n 头</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n heads</source>
        <translation>
            <numerusform>%n 头</numerusform>
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
            <numerusform>%n 个词元</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tokens</source>
        <translation>
            <numerusform>%n 个词元</numerusform>
        </translation>
    </message>
    <message>
        <source> · capped</source>
        <extracomment>the cache holds all it can: the sliding window is full</extracomment>
        <translation> · 已达上限</translation>
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
        <translation>两个头</translation>
    </message>
    <message>
        <source>Two layers</source>
        <translation>两层</translation>
    </message>
    <message>
        <source>Two sentences</source>
        <translation>两个句子</translation>
    </message>
    <message>
        <source>Sentence B, e.g. the same sentence with one word changed</source>
        <translation>句子 B，例如把同一句改动一个词</translation>
    </message>
    <message>
        <source>Red: A attends more · blue: B attends more · white: the same</source>
        <translation>红：A 关注更多 · 蓝：B 关注更多 · 白：相同</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>平均</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>第 %1 层</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>头 %1</translation>
    </message>
    <message>
        <source>Nothing to compare yet.</source>
        <translation>尚无可比较的内容。</translation>
    </message>
</context>
<context>
    <name>atlas::views::CopyableTableView</name>
    <message>
        <source>Copy as tab-separated text</source>
        <translation>复制为制表符分隔文本</translation>
    </message>
</context>
<context>
    <name>atlas::views::CrossAttentionView</name>
    <message>
        <source>Lines for weights below this are not drawn</source>
        <translation>低于此值的权重不画连线</translation>
    </message>
    <message>
        <source>&amp;Hide lines below weight:</source>
        <translation>隐藏权重低于此值的连线(&amp;H)：</translation>
    </message>
    <message>
        <source>target</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>source</source>
        <translation>源句</translation>
    </message>
    <message>
        <source>Each decoder position reads the source: line opacity and width = weight</source>
        <translation>每个解码器位置读取源句：连线的不透明度和粗细 = 权重</translation>
    </message>
    <message>
        <source>Each row that predicts the German reads the English in the same sequence: line opacity and width = weight</source>
        <translation>每个预测德语的行读取同一序列中的英语：线条的不透明度和宽度 = 权重</translation>
    </message>
    <message>
        <source>Self-attention, German rows × English columns · layer %1</source>
        <extracomment>a decoder-only model&apos;s self-attention, rows predicting the German × the English columns</extracomment>
        <translation>自注意力，德语行 × 英语列 · 第 %1 层</translation>
    </message>
    <message>
        <source>mean over heads</source>
        <translation>各头平均</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>头 %1</translation>
    </message>
    <message>
        <source>sentence A</source>
        <translation>句子 A</translation>
    </message>
    <message>
        <source>sentence B</source>
        <translation>句子 B</translation>
    </message>
    <message>
        <source>%1 · keys</source>
        <extracomment>the tokens of one sentence of a pair, as keys (or queries) of the attention shown</extracomment>
        <translation>%1 · 键</translation>
    </message>
    <message>
        <source>%1 · queries</source>
        <translation>%1 · 查询</translation>
    </message>
    <message>
        <source>Each token of sentence A reads sentence B: line opacity and width = weight</source>
        <translation>句子 A 的每个词元读取句子 B：线条不透明度和宽度 = 权重</translation>
    </message>
    <message>
        <source>Each token of sentence B reads sentence A: line opacity and width = weight</source>
        <translation>句子 B 的每个词元读取句子 A：线条不透明度和宽度 = 权重</translation>
    </message>
    <message>
        <source>Sentence A reads B · layer %1</source>
        <translation>句子 A 读取 B · 第 %1 层</translation>
    </message>
    <message>
        <source>Sentence B reads A · layer %1</source>
        <translation>句子 B 读取 A · 第 %1 层</translation>
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
        <translation> 步</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>测量</translation>
    </message>
    <message>
        <source>Decode</source>
        <translation>解码</translation>
    </message>
    <message>
        <source>Timing each step with and without the cache…</source>
        <translation>正在分别测量有缓存和无缓存时每一步的用时…</translation>
    </message>
    <message>
        <source>Cannot time: %1</source>
        <translation>无法计时：%1</translation>
    </message>
    <message>
        <source>with the KV cache</source>
        <translation>使用 KV 缓存</translation>
    </message>
    <message>
        <source>without: whole prefix again</source>
        <translation>不使用：每次重算整个前缀</translation>
    </message>
    <message>
        <source>cached, MFLOP</source>
        <translation>有缓存，MFLOP</translation>
    </message>
    <message>
        <source>uncached, MFLOP</source>
        <translation>无缓存，MFLOP</translation>
    </message>
    <message>
        <source>step t</source>
        <translation>第 t 步</translation>
    </message>
    <message>
        <source>FLOPs, cached</source>
        <translation>FLOPs，有缓存</translation>
    </message>
    <message>
        <source>FLOPs, uncached</source>
        <translation>FLOPs，无缓存</translation>
    </message>
    <message>
        <source>Σ cached</source>
        <translation>Σ 有缓存</translation>
    </message>
    <message>
        <source>Σ uncached</source>
        <translation>Σ 无缓存</translation>
    </message>
    <message>
        <source>Σ ratio</source>
        <translation>Σ 比值</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>Time per decoding step · %1 model</source>
        <translation>每个解码步的时间 · %1 模型</translation>
    </message>
    <message>
        <source>decoding step t (tokens in the decoder input)</source>
        <translation>解码步 t（解码器输入中的词元数）</translation>
    </message>
    <message>
        <source>milliseconds per step</source>
        <translation>每步毫秒数</translation>
    </message>
    <message>
        <source>Running total: time (solid) and FLOPs (dashed)</source>
        <translation>累计：时间（实线）与 FLOPs（虚线）</translation>
    </message>
    <message>
        <source>tokens generated N</source>
        <translation>生成的词元数 N</translation>
    </message>
    <message>
        <source>total milliseconds</source>
        <translation>总毫秒数</translation>
    </message>
    <message>
        <source>total MFLOP</source>
        <translation>总 MFLOP</translation>
    </message>
    <message>
        <source>Cancelled before the first step.</source>
        <translation>在第一步之前已取消。</translation>
    </message>
    <message>
        <source>&lt;p&gt;Over N = %1 steps (source n = %2): with the cache &lt;b&gt;%3 ms&lt;/b&gt; and %4; without it &lt;b&gt;%5 ms&lt;/b&gt; and %6 — %7× the time, %8× the work.&lt;/p&gt;&lt;p&gt;Growth of the totals over the last half, as N&lt;sup&gt;p&lt;/sup&gt;: time p = %9 with the cache and %10 without; FLOPs p = %11 and %12.&lt;/p&gt;&lt;p&gt;With the cache a step costs a + b·t (the new token&apos;s projections, then scores against t cached keys): O(N²) in total. Without it, step t costs a + b·t + c·t² (t tokens projected, then the t × t scores S = QKᵀ and A·V): O(N³) in total. For this model&apos;s widths c·t² overtakes b·t only at t ≈ %13, so within its %14 positions the cubic term is still growing into view; the gap widens with every token.&lt;/p&gt;</source>
        <translation>&lt;p&gt;共 N = %1 步（源句 n = %2）：有缓存 &lt;b&gt;%3 ms&lt;/b&gt;，%4；无缓存 &lt;b&gt;%5 ms&lt;/b&gt;，%6——时间为 %7 倍，工作量为 %8 倍。&lt;/p&gt;&lt;p&gt;后半段总量的增长，按 N&lt;sup&gt;p&lt;/sup&gt; 计：时间 p = %9（有缓存）和 %10（无缓存）；FLOPs p = %11 和 %12。&lt;/p&gt;&lt;p&gt;有缓存时，一步的开销为 a + b·t（新词元的投影，再与 t 个已缓存的键计算得分）：总计 O(N²)。无缓存时，第 t 步的开销为 a + b·t + c·t²（投影 t 个词元，再计算 t × t 的得分 S = QKᵀ 和 A·V）：总计 O(N³)。按该模型的宽度，c·t² 要到 t ≈ %13 才超过 b·t，因此在其 %14 个位置之内，立方项才刚开始显现；差距随每个词元扩大。&lt;/p&gt;</translation>
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
        <translation>逐步解码(&amp;S)</translation>
    </message>
    <message>
        <source>Decode the translation one token at a time with the KV cache and watch each decoder map grow by one row (Ctrl+T)</source>
        <translation>借助 KV 缓存逐个词元解码译文，观察每张解码器注意力图逐行增长 (Ctrl+T)</translation>
    </message>
    <message>
        <source>Previous token</source>
        <translation>上一个词元</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ 上一步</translation>
    </message>
    <message>
        <source>Previous token (, or Page Up)</source>
        <translation>上一个词元（, 或 Page Up）</translation>
    </message>
    <message>
        <source>Next token</source>
        <translation>下一个词元</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>下一步 ▶</translation>
    </message>
    <message>
        <source>Next token, decoded with the KV cache (. or Page Down)</source>
        <translation>下一个词元，用 KV 缓存解码（. 或 Page Down）</translation>
    </message>
    <message>
        <source>Back to step 0</source>
        <translation>回到第 0 步</translation>
    </message>
    <message>
        <source>Back to step 0: nothing decoded yet (0)</source>
        <translation>回到第 0 步：尚未解码任何词元 (0)</translation>
    </message>
    <message>
        <source>⇤ Step 0</source>
        <translation>⇤ 第 0 步</translation>
    </message>
</context>
<context>
    <name>atlas::views::EmbeddingsView</name>
    <message>
        <source>token</source>
        <translation>词元</translation>
    </message>
    <message>
        <source>dimension</source>
        <translation>维度</translation>
    </message>
    <message>
        <source>&amp;Vectors at:</source>
        <translation>向量位置(&amp;V)：</translation>
    </message>
    <message>
        <source>after encoder layer %1</source>
        <translation>编码器第 %1 层之后</translation>
    </message>
    <message>
        <source>+ positional encodings PE (sinusoidal)</source>
        <translation>+ 位置编码 PE（正弦）</translation>
    </message>
    <message>
        <source>PCA of the token vectors · %1</source>
        <translation>词元向量的 PCA · %1</translation>
    </message>
    <message>
        <source>Cosine similarity · %1 · blue −1, white 0, red +1</source>
        <translation>余弦相似度 · %1 · 蓝 −1，白 0，红 +1</translation>
    </message>
    <message>
        <source>Token embeddings E[id]·√d_model (tokens × d_model)</source>
        <translation>词元嵌入 E[id]·√d_model（词元 × d_model）</translation>
    </message>
    <message>
        <source>= decoder input X = E[id]·√d_model + PE</source>
        <translation>= 解码器输入 X = E[id]·√d_model + PE</translation>
    </message>
    <message>
        <source>= encoder input X = E[id]·√d_model + PE</source>
        <translation>= 编码器输入 X = E[id]·√d_model + PE</translation>
    </message>
    <message>
        <source>input embeddings (E·√d_model + PE)</source>
        <translation>输入嵌入 (E·√d_model + PE)</translation>
    </message>
    <message>
        <source>+ positional encodings PE: none</source>
        <translation>+ 位置编码 PE：无</translation>
    </message>
    <message>
        <source>This model adds nothing for the position (PE = 0): the input below is E alone. Its positions are rotary (RoPE): attention turns each query and key by an angle that grows with its position (see “Rotary positions”).</source>
        <translation>该模型不为位置添加任何向量（PE = 0）：下方的输入只是 E。它使用旋转位置编码（RoPE）：注意力把每个查询和键按随位置增大的角度旋转（见“旋转位置编码”页）。</translation>
    </message>
    <message>
        <source>This model&apos;s forward pass reports no positional encodings, so there is no table to draw.</source>
        <translation>该模型的前向计算没有给出位置编码，因此没有可绘制的表。</translation>
    </message>
    <message>
        <source>= decoder input X = E[id]·√d_model (PE = 0)</source>
        <translation>= 解码器输入 X = E[id]·√d_model（PE = 0）</translation>
    </message>
    <message>
        <source>= encoder input X = E[id]·√d_model (PE = 0)</source>
        <translation>= 编码器输入 X = E[id]·√d_model（PE = 0）</translation>
    </message>
    <message>
        <source>+ learned positions P[p] (one trained row a position)</source>
        <translation>+ 学习得到的位置 P[p]（每个位置一行训练得到的向量）</translation>
    </message>
    <message>
        <source>= encoder input X = LayerNorm(E[id] + P[p] + T[type 0])</source>
        <translation>= 编码器输入 X = LayerNorm(E[id] + P[p] + T[类型 0])</translation>
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
        <translation>最小–最大</translation>
    </message>
    <message>
        <source>median over seeds</source>
        <translation>各种子的中位数</translation>
    </message>
</context>
<context>
    <name>atlas::views::Glossary</name>
    <message>
        <source>&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt;: the width of one head&apos;s queries and keys; the scores are scaled by 1/√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt;</source>
        <translation>&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt;：单个头的查询和键的宽度；得分按 1/√&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;QK&lt;/sub&gt; 缩放</translation>
    </message>
    <message>
        <source>&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt;: the width of the token vectors (the residual stream)</source>
        <translation>&lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt;：词元向量的宽度（残差流的宽度）</translation>
    </message>
    <message>
        <source>&lt;i&gt;d&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt;: the width of one head&apos;s values (and of its queries and keys without a rotary part)</source>
        <translation>&lt;i&gt;d&lt;sub&gt;h&lt;/sub&gt;&lt;/i&gt;：单个头的值的宽度（也是其查询和键在不含旋转部分时的宽度）</translation>
    </message>
    <message>
        <source>&lt;i&gt;H&lt;/i&gt;: the number of attention heads</source>
        <translation>&lt;i&gt;H&lt;/i&gt;：注意力头的个数</translation>
    </message>
    <message>
        <source>&lt;i&gt;H&lt;/i&gt;&lt;sub&gt;kv&lt;/sub&gt;: the number of key/value heads (GQA: fewer than &lt;i&gt;H&lt;/i&gt;, MQA: one)</source>
        <translation>&lt;i&gt;H&lt;/i&gt;&lt;sub&gt;kv&lt;/sub&gt;：键/值头的个数（GQA：少于 &lt;i&gt;H&lt;/i&gt;，MQA：一个）</translation>
    </message>
    <message>
        <source>&lt;i&gt;L&lt;/i&gt;: MLA&apos;s latent, &lt;i&gt;d&lt;sub&gt;c&lt;/sub&gt;&lt;/i&gt; numbers per token from which every head expands its keys and values</source>
        <translation>&lt;i&gt;L&lt;/i&gt;：MLA 的潜变量，每个词元 &lt;i&gt;d&lt;sub&gt;c&lt;/sub&gt;&lt;/i&gt; 个数，每个头由它展开自己的键和值</translation>
    </message>
    <message>
        <source>&lt;i&gt;d&lt;sub&gt;c&lt;/sub&gt;&lt;/i&gt;: the width of MLA&apos;s latent &lt;i&gt;L&lt;/i&gt;</source>
        <translation>&lt;i&gt;d&lt;sub&gt;c&lt;/sub&gt;&lt;/i&gt;：MLA 潜变量 &lt;i&gt;L&lt;/i&gt; 的宽度</translation>
    </message>
    <message>
        <source>&lt;i&gt;k&lt;sub&gt;r&lt;/sub&gt;&lt;/i&gt;: MLA&apos;s rotary key, shared by the heads and cached beside &lt;i&gt;L&lt;/i&gt;</source>
        <translation>&lt;i&gt;k&lt;sub&gt;r&lt;/sub&gt;&lt;/i&gt;：MLA 的旋转键，由各头共享，与 &lt;i&gt;L&lt;/i&gt; 一起缓存</translation>
    </message>
    <message>
        <source>&lt;i&gt;d&lt;sub&gt;r&lt;/sub&gt;&lt;/i&gt;: the width of MLA&apos;s rotary part</source>
        <translation>&lt;i&gt;d&lt;sub&gt;r&lt;/sub&gt;&lt;/i&gt;：MLA 旋转部分的宽度</translation>
    </message>
    <message>
        <source>&lt;i&gt;W&lt;/i&gt;&lt;sup&gt;LQK&lt;/sup&gt;: one head&apos;s query and key weights multiplied into one &lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt; × &lt;i&gt;d&lt;sub&gt;c&lt;/sub&gt;&lt;/i&gt; matrix (MLA&apos;s absorption)</source>
        <translation>&lt;i&gt;W&lt;/i&gt;&lt;sup&gt;LQK&lt;/sup&gt;：单个头的查询权重与键权重相乘所得的一个 &lt;i&gt;d&lt;/i&gt;&lt;sub&gt;model&lt;/sub&gt; × &lt;i&gt;d&lt;sub&gt;c&lt;/sub&gt;&lt;/i&gt; 矩阵（MLA 的吸收）</translation>
    </message>
    <message>
        <source>&lt;i&gt;W&lt;sub&gt;O&lt;/sub&gt;&lt;/i&gt;: the output projection that mixes the heads&apos; results back into the residual stream</source>
        <translation>&lt;i&gt;W&lt;sub&gt;O&lt;/sub&gt;&lt;/i&gt;：输出投影，把各头的结果混合后写回残差流</translation>
    </message>
    <message>
        <source>&lt;i&gt;X&lt;/i&gt;&lt;sub&gt;enc&lt;/sub&gt;: the encoder&apos;s output states</source>
        <translation>&lt;i&gt;X&lt;/i&gt;&lt;sub&gt;enc&lt;/sub&gt;：编码器的输出状态</translation>
    </message>
    <message>
        <source>&lt;i&gt;X&lt;/i&gt;&lt;sub&gt;dec&lt;/sub&gt;: the decoder&apos;s states</source>
        <translation>&lt;i&gt;X&lt;/i&gt;&lt;sub&gt;dec&lt;/sub&gt;：解码器的状态</translation>
    </message>
    <message>
        <source>&lt;i&gt;τ&lt;/i&gt;: a factor multiplying the scores (1: the model&apos;s own scale)</source>
        <translation>&lt;i&gt;τ&lt;/i&gt;：乘在得分上的因子（1：模型自身的缩放）</translation>
    </message>
    <message>
        <source>&lt;i&gt;θ&lt;sub&gt;i&lt;/sub&gt;&lt;/i&gt;: the angle per position by which rotary embeddings turn the pair &lt;i&gt;i&lt;/i&gt; of a query or key</source>
        <translation>&lt;i&gt;θ&lt;sub&gt;i&lt;/sub&gt;&lt;/i&gt;：旋转位置编码（RoPE）每经过一个位置，使查询或键的第 &lt;i&gt;i&lt;/i&gt; 对分量转过的角度</translation>
    </message>
</context>
<context>
    <name>atlas::views::HeadStatsChart</name>
    <message>
        <source>Head statistics</source>
        <translation>头统计</translation>
    </message>
    <message>
        <source>entropy in nats · ┊ uniform = %1</source>
        <translation>熵（奈特）· ┊ 均匀 = %1</translation>
    </message>
    <message>
        <source>largest weight</source>
        <translation>最大权重</translation>
    </message>
    <message>
        <source>H%1</source>
        <translation>H%1</translation>
    </message>
    <message>
        <source>← previous</source>
        <translation>← 前一个</translation>
    </message>
    <message>
        <source>next →</source>
        <translation>后一个 →</translation>
    </message>
    <message>
        <source>itself</source>
        <translation>自身</translation>
    </message>
    <message>
        <source>first token</source>
        <translation>第一个词元</translation>
    </message>
    <message>
        <source>separators</source>
        <translation>分隔符</translation>
    </message>
    <message>
        <source>broad</source>
        <translation>分散</translation>
    </message>
    <message>
        <source>looks at</source>
        <translation>关注</translation>
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
        <translation>显示</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>隐藏</translation>
    </message>
    <message>
        <source>Hide and renormalise rows</source>
        <translation>隐藏并重新归一化各行</translation>
    </message>
    <message>
        <source>Hide leaves the other weights as they are, so a row then sums to less than 1; renormalise rescales each row to sum 1 over the remaining tokens.</source>
        <translation>“隐藏”保持其余权重不变，因此一行之和会小于 1；“重新归一化”则把每行在剩余词元上重新缩放为和为 1。</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>Weights below this are drawn as 0.</source>
        <translation>低于此值的权重按 0 绘制。</translation>
    </message>
    <message>
        <source>Special tokens</source>
        <translation>特殊词元</translation>
    </message>
    <message>
        <source>Hide weights below</source>
        <translation>隐藏低于此值的权重</translation>
    </message>
    <message>
        <source>%1 · layer %2</source>
        <translation>%1 · 第 %2 层</translation>
    </message>
</context>
<context>
    <name>atlas::views::HeatmapWidget</name>
    <message>
        <source>query</source>
        <translation>查询</translation>
    </message>
    <message>
        <source>key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>%1 %2 → %3 %4: %5</source>
        <extracomment>query &apos;Katze&apos; → key &apos;cat&apos;: 0.734</extracomment>
        <translation>%1 %2 → %3 %4：%5</translation>
    </message>
    <message>
        <source>%1 %2, %3 %4: %5</source>
        <extracomment>token &apos;cat&apos;, dimension 17: 0.734</extracomment>
        <translation>%1 %2，%3 %4：%5</translation>
    </message>
    <message>
        <source>Pinned: %1</source>
        <translation>已固定：%1</translation>
    </message>
    <message>
        <source>Rows: %1 · columns: %2 · hover a cell for its value, click to pin it</source>
        <translation>行：%1 · 列：%2 · 悬停单元格显示数值，点击可固定</translation>
    </message>
    <message>
        <source>hidden labels: %1</source>
        <extracomment>under a heatmap whose axes are too short to name every token</extracomment>
        <translation>隐藏的标签：%1</translation>
    </message>
</context>
<context>
    <name>atlas::views::KnownWordsView</name>
    <message>
        <source>No known word contains “%1”.</source>
        <translation>没有已知的词包含“%1”。</translation>
    </message>
    <message>
        <source>%1 English words, every form the corpus writes.</source>
        <translation>%1 个英语词，包括语料中出现的每种词形。</translation>
    </message>
    <message>
        <source>%1 of %2 words contain “%3”.</source>
        <translation>%2 个词中有 %1 个包含“%3”。</translation>
    </message>
    <message>
        <source>The words the model learnt</source>
        <translation>模型学过的词</translation>
    </message>
    <message>
        <source>Filter the words…</source>
        <translation>筛选词…</translation>
    </message>
    <message>
        <source>Filter the known words</source>
        <translation>筛选已知的词</translation>
    </message>
    <message>
        <source>Known words</source>
        <translation>已知的词</translation>
    </message>
    <message>
        <source>Click a word to add it to the source sentence.</source>
        <translation>点击一个词，把它加入源句。</translation>
    </message>
    <message>
        <source>Copy the words</source>
        <translation>复制这些词</translation>
    </message>
    <message>
        <source>Puts the words shown, one per line, on the clipboard.</source>
        <translation>把显示的词（每行一个）复制到剪贴板。</translation>
    </message>
</context>
<context>
    <name>atlas::views::KvCostPage</name>
    <message>
        <source>Published models</source>
        <translation>已发布的模型</translation>
    </message>
    <message>
        <source>Live cache</source>
        <translation>实时缓存</translation>
    </message>
    <message>
        <source>MHA · GQA · MQA · MLA</source>
        <translation>MHA · GQA · MQA · MLA</translation>
    </message>
    <message>
        <source>Cost: O(N²) vs O(N³)</source>
        <translation>开销：O(N²) 对比 O(N³)</translation>
    </message>
    <message>
        <source>MLA explained</source>
        <translation>MLA 详解</translation>
    </message>
    <message>
        <source>&lt;p&gt;Decoding one token at a time, the model would recompute K and V of the whole prefix at every step: O(N²) work per step, O(N³) in all. The &lt;b&gt;KV cache&lt;/b&gt; keeps them, so each step costs O(N) and the whole O(N²), at the price of memory linear in N:&lt;/p&gt;&lt;p align=center&gt;bytes = b · e · (Σ&lt;sub&gt;layers&lt;/sub&gt; T&lt;sub&gt;ℓ&lt;/sub&gt; + n&lt;sub&gt;cross&lt;/sub&gt; · n)&lt;/p&gt;&lt;p&gt;with &lt;i&gt;e&lt;/i&gt; = 2 H&lt;sub&gt;kv&lt;/sub&gt; d&lt;sub&gt;h&lt;/sub&gt; numbers per token and layer (MHA, GQA, MQA) or d&lt;sub&gt;c&lt;/sub&gt; + d&lt;sub&gt;r&lt;/sub&gt; (MLA); T&lt;sub&gt;ℓ&lt;/sub&gt; = N for a full layer and min(N, W) for a sliding-window layer of window W; n&lt;sub&gt;cross&lt;/sub&gt; layers of cross-attention (encoder-decoders: every decoder layer, decoder-only: none) each caching K and V of the n source tokens once per sentence; &lt;i&gt;b&lt;/i&gt; the bytes of one number (4 for FP32, 2 for BF16 or FP16, 1 for 8-bit). H&lt;sub&gt;kv&lt;/sub&gt; is the number of key/value heads and d&lt;sub&gt;h&lt;/sub&gt; the width of one head.&lt;/p&gt;&lt;p&gt;&lt;b&gt;GQA&lt;/b&gt; lets groups of query heads share one K/V head (&lt;b&gt;MQA&lt;/b&gt;: a single one). &lt;b&gt;MLA&lt;/b&gt; caches one low-rank latent &lt;i&gt;L&lt;/i&gt; = &lt;i&gt;XW&lt;/i&gt;&lt;sup&gt;L&lt;/sup&gt; of d&lt;sub&gt;c&lt;/sub&gt; numbers per token, with the rotary key k&lt;sub&gt;r&lt;/sub&gt; (d&lt;sub&gt;r&lt;/sub&gt; numbers, shared by the heads) kept outside it, and absorbs W&lt;sup&gt;K&lt;/sup&gt;&lt;sub&gt;h&lt;/sub&gt; into the query (W&lt;sup&gt;LQK&lt;/sup&gt;&lt;sub&gt;h&lt;/sub&gt; = W&lt;sup&gt;Q&lt;/sup&gt;&lt;sub&gt;h&lt;/sub&gt;W&lt;sup&gt;K&lt;/sup&gt;&lt;sub&gt;h&lt;/sub&gt;&lt;sup&gt;T&lt;/sup&gt;) and W&lt;sup&gt;V&lt;/sup&gt;&lt;sub&gt;h&lt;/sub&gt; into W&lt;sub&gt;O&lt;/sub&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;若逐个词元解码，模型每一步都要重新计算整个前缀的 K 和 V：每步 O(N²) 的工作量，总计 O(N³)。&lt;b&gt;KV 缓存&lt;/b&gt;把它们保存下来，于是每步只需 O(N)，总计 O(N²)，代价是与 N 成线性增长的内存：&lt;/p&gt;&lt;p align=center&gt;字节数 = b · e · (Σ&lt;sub&gt;layers&lt;/sub&gt; T&lt;sub&gt;ℓ&lt;/sub&gt; + n&lt;sub&gt;cross&lt;/sub&gt; · n)&lt;/p&gt;&lt;p&gt;其中 &lt;i&gt;e&lt;/i&gt; = 2 H&lt;sub&gt;kv&lt;/sub&gt; d&lt;sub&gt;h&lt;/sub&gt; 为每个词元每层的数值个数（MHA、GQA、MQA），MLA 则为 d&lt;sub&gt;c&lt;/sub&gt; + d&lt;sub&gt;r&lt;/sub&gt;；完整层的 T&lt;sub&gt;ℓ&lt;/sub&gt; = N，窗口为 W 的滑动窗口层为 min(N, W)；n&lt;sub&gt;cross&lt;/sub&gt; 为交叉注意力层的层数（编码器–解码器：每个解码器层；仅解码器：无），每层每句只缓存一次 n 个源词元的 K 和 V；&lt;i&gt;b&lt;/i&gt; 为一个数的字节数（FP32 为 4，BF16 或 FP16 为 2，8 位为 1）。H&lt;sub&gt;kv&lt;/sub&gt; 是键/值头的个数，d&lt;sub&gt;h&lt;/sub&gt; 是单个头的宽度。&lt;/p&gt;&lt;p&gt;&lt;b&gt;GQA&lt;/b&gt; 让一组查询头共享一个 K/V 头（&lt;b&gt;MQA&lt;/b&gt;：全部共享一个）。&lt;b&gt;MLA&lt;/b&gt; 为每个词元缓存一个由 d&lt;sub&gt;c&lt;/sub&gt; 个数组成的低秩潜变量 &lt;i&gt;L&lt;/i&gt; = &lt;i&gt;XW&lt;/i&gt;&lt;sup&gt;L&lt;/sup&gt;，旋转键 k&lt;sub&gt;r&lt;/sub&gt;（d&lt;sub&gt;r&lt;/sub&gt; 个数，各头共享）单独存放在其外，并把 W&lt;sup&gt;K&lt;/sup&gt;&lt;sub&gt;h&lt;/sub&gt; 吸收进查询（W&lt;sup&gt;LQK&lt;/sup&gt;&lt;sub&gt;h&lt;/sub&gt; = W&lt;sup&gt;Q&lt;/sup&gt;&lt;sub&gt;h&lt;/sub&gt;W&lt;sup&gt;K&lt;/sup&gt;&lt;sub&gt;h&lt;/sub&gt;&lt;sup&gt;T&lt;/sup&gt;）、把 W&lt;sup&gt;V&lt;/sup&gt;&lt;sub&gt;h&lt;/sub&gt; 吸收进 W&lt;sub&gt;O&lt;/sub&gt;。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>atlas::views::KvMemoryChart</name>
    <message>
        <source>KV cache against context · %1 · batch %2</source>
        <translation>KV 缓存随上下文变化 · %1 · 批大小 %2</translation>
    </message>
    <message>
        <source>context length T (tokens, log scale)</source>
        <translation>上下文长度 T（词元，对数刻度）</translation>
    </message>
    <message>
        <source>memory (GiB = 2³⁰ bytes, log scale)</source>
        <translation>内存（GiB = 2³⁰ 字节，对数刻度）</translation>
    </message>
    <message>
        <source>%1 GB · %2</source>
        <translation>%1 GB · %2</translation>
    </message>
    <message>
        <source>%1 weights · %2</source>
        <translation>%1 权重 · %2</translation>
    </message>
    <message>
        <source>%1
T = %2 tokens: %3</source>
        <translation>%1
T = %2 个词元：%3</translation>
    </message>
</context>
<context>
    <name>atlas::views::KvStepperPanel</name>
    <message>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <source>Next token</source>
        <translation>下一个词元</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Encode the sentence again: the cross-attention caches only</source>
        <translation>重新编码该句：仅保留交叉注意力缓存</translation>
    </message>
    <message>
        <source>Feed one more token to the decoder, cached</source>
        <translation>向解码器再输入一个词元（使用缓存）</translation>
    </message>
    <message>
        <source>Cannot decode: %1</source>
        <translation>无法解码：%1</translation>
    </message>
    <message>
        <source>No model loaded.</source>
        <translation>未加载模型。</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Live KV cache of our %1 model · n = %2 source tokens</source>
        <translation>我们的 %1 模型的实时 KV 缓存 · n = %2 个源词元</translation>
    </message>
    <message>
        <source>✓ measured = analytic, to the byte, at steps 0…%1</source>
        <translation>✓ 在第 0…%1 步，实测 = 解析值，精确到字节</translation>
    </message>
    <message>
        <source>✗ mismatch at step %1: measured %2 B, analytic %3 B</source>
        <translation>✗ 第 %1 步不一致：实测 %2 B，解析 %3 B</translation>
    </message>
    <message>
        <source>Step 0 of at most %1: the source is encoded and its keys and values cached for cross-attention.</source>
        <translation>第 0 步，最多 %1 步：源句已编码，其键和值已为交叉注意力缓存。</translation>
    </message>
    <message>
        <source>Step %1 of at most %2 · %3 ms for this token%4</source>
        <translation>第 %1 步，最多 %2 步 · 该词元用时 %3 ms%4</translation>
    </message>
    <message>
        <source> · finished</source>
        <translation> · 已完成</translation>
    </message>
    <message>
        <source>Decoder input y₀ … y&lt;sub&gt;t&lt;/sub&gt;: %1</source>
        <translation>解码器输入 y₀ … y&lt;sub&gt;t&lt;/sub&gt;：%1</translation>
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
        <translation>每个词元每层缓存 %1 个数 × 4 B = %2 B。第 t 步后的自注意力：L·t·%2 B = %3·%4·%2 B = %5 B。交叉注意力：L·n·%2 B = %3·%6·%2 B = %7 B。</translation>
    </message>
    <message>
        <source>Empty the caches: a decoder-only model encodes nothing</source>
        <translation>清空缓存：仅解码器模型不编码任何内容</translation>
    </message>
    <message>
        <source>Live KV cache of a decoder-only %1 model</source>
        <translation>仅解码器 %1 模型的实时 KV 缓存</translation>
    </message>
    <message>
        <source>Step 0 of at most %1: nothing is cached yet. A decoder-only model has no source to encode; each step feeds one token, the prompt&apos;s first.</source>
        <translation>第 0 步，最多 %1 步：尚未缓存任何内容。仅解码器模型没有要编码的源句；每一步输入一个词元，先输入提示词的词元。</translation>
    </message>
    <message>
        <source>Fed so far (the prompt&apos;s %1 tokens, then the generated ones in italics): %2</source>
        <translation>目前已输入（提示词的 %1 个词元，然后是以斜体显示的生成词元）：%2</translation>
    </message>
    <message>
        <source> → next: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation> → 下一个：&lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Per token and layer the cache keeps %1 numbers × 4 B = %2 B. After step t every full layer holds t tokens</source>
        <translation>每个词元每层缓存保存 %1 个数 × 4 B = %2 B。第 t 步之后每个完整层保存 t 个词元</translation>
    </message>
    <message>
        <source>, each of the %1 sliding layers min(t, W) = min(%2, %3)</source>
        <translation>，%1 个滑动层各保存 min(t, W) = min(%2, %3) 个</translation>
    </message>
    <message>
        <source>: %1 B in all. No cross-attention: nothing is encoded.</source>
        <translation>：共 %1 B。没有交叉注意力：不编码任何内容。</translation>
    </message>
    <message>
        <source>An encoder keeps no KV cache. It reads the whole text at once, every position attending to every other, before and after it, and writes nothing token by token: there is no later step that could reuse a key or a value.</source>
        <translation>编码器不保留 KV 缓存。它一次读完整段文本，每个位置关注其他所有位置，前后皆可，也不逐个词元地生成：不存在能复用某个键或值的后续步骤。</translation>
    </message>
    <message>
        <source>A decoder-only model of the same size (L = %1 layers, %2 heads of %3) would keep 2·H·d_h = %4 numbers per token and layer, L·%4·4 B = %5 B per token: %6 B for %7 tokens, its longest text.</source>
        <translation>同样规模的仅解码器模型（L = %1 层，%2 个宽 %3 的头）每个词元每层要保留 2·H·d_h = %4 个数，每个词元 L·%4·4 B = %5 B：对其最长文本 %7 个词元共 %6 B。</translation>
    </message>
</context>
<context>
    <name>atlas::views::KvVariantsPanel</name>
    <message>
        <source>Decoding the sentence with the four built-in variants…</source>
        <translation>正在用四种内置变体解码该句…</translation>
    </message>
    <message>
        <source>Cannot decode: %1</source>
        <translation>无法解码：%1</translation>
    </message>
    <message>
        <source>Attention widths</source>
        <translation>注意力宽度</translation>
    </message>
    <message>
        <source>Numbers cached per token and layer</source>
        <translation>每个词元每层缓存的数值个数</translation>
    </message>
    <message>
        <source>Self cache per decoder token (all layers)</source>
        <translation>每个解码器词元的自注意力缓存（所有层）</translation>
    </message>
    <message>
        <source>Cross cache per source token (all layers)</source>
        <translation>每个源词元的交叉缓存（所有层）</translation>
    </message>
    <message>
        <source>Source tokens n / decoded tokens m</source>
        <translation>源词元 n / 已解码词元 m</translation>
    </message>
    <message>
        <source>Cache after decoding (self + cross)</source>
        <translation>解码后的缓存（自注意力 + 交叉注意力）</translation>
    </message>
    <message>
        <source>Measured = analytic at every step</source>
        <translation>每一步实测 = 解析值</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Decoding time per token (median)</source>
        <translation>每个词元的解码时间（中位数）</translation>
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
        <translation>✗ 不一致</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Self cache per decoder token</source>
        <translation>每个解码器词元的自注意力缓存</translation>
    </message>
    <message>
        <source>bytes (KiB)</source>
        <translation>字节 (KiB)</translation>
    </message>
    <message>
        <source>Cache after the sentence</source>
        <translation>整句之后的缓存</translation>
    </message>
    <message>
        <source>Decoding time per token</source>
        <translation>每个词元的解码时间</translation>
    </message>
    <message>
        <source>milliseconds</source>
        <translation>毫秒</translation>
    </message>
    <message>
        <source>“%1” through the four built-in models: the same widths (d %2, H %3, %4 decoder layers) and tokenizer, random weights, so the translations differ but the caches compare.</source>
        <translation>“%1”经过四个内置模型：宽度相同（d %2，H %3，%4 个解码器层）、分词器相同、权重随机，因此译文不同，但缓存可以比较。</translation>
    </message>
    <message>
        <source>Their tokenizer cuts it into n = %1 source tokens (eos included); the loaded model&apos;s, which the other tabs count with, into n = %2.</source>
        <translation>它们的分词器把它切成 n = %1 个源词元（含 eos）；已加载模型的分词器（其他标签页以此计数）切成 n = %2 个。</translation>
    </message>
</context>
<context>
    <name>atlas::views::LiveCacheChart</name>
    <message>
        <source>cross-attention caches (measured)</source>
        <translation>交叉注意力缓存（实测）</translation>
    </message>
    <message>
        <source>self-attention caches (measured)</source>
        <translation>自注意力缓存（实测）</translation>
    </message>
    <message>
        <source>analytic total, SPEC §2</source>
        <translation>解析总量，SPEC §2</translation>
    </message>
    <message>
        <source>analytic at the steps taken</source>
        <translation>已执行各步的解析值</translation>
    </message>
    <message>
        <source>decoding step t (tokens in the self-attention caches)</source>
        <translation>解码步 t（自注意力缓存中的词元数）</translation>
    </message>
    <message>
        <source>cache (KiB, float32)</source>
        <translation>缓存 (KiB, float32)</translation>
    </message>
</context>
<context>
    <name>atlas::views::MaskPredictionsView</name>
    <message>
        <source>Predictions at each mask</source>
        <translation>每个掩码处的预测</translation>
    </message>
    <message>
        <source>%1 %2 %</source>
        <translation>%1 %2 %</translation>
    </message>
    <message>
        <source>mask %1: %2</source>
        <translation>掩码 %1：%2</translation>
    </message>
    <message>
        <source>Mask %1 · token %2</source>
        <translation>掩码 %1 · 词元 %2</translation>
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
        <translation>没有可绘制的 MLA 模型。</translation>
    </message>
    <message>
        <source>activations (n rows: tokens)</source>
        <translation>激活（n 行：词元）</translation>
    </message>
    <message>
        <source>weights [out × in]</source>
        <translation>权重 [输出 × 输入]</translation>
    </message>
    <message>
        <source>cached</source>
        <translation>有缓存</translation>
    </message>
    <message>
        <source>W_uv,h folded into W_o, once</source>
        <translation>W_uv,h 一次性并入 W_o</translation>
    </message>
    <message>
        <source>rotary part (d_r)</source>
        <translation>旋转部分 (d_r)</translation>
    </message>
    <message>
        <source>W_uv,h bands of W_up</source>
        <translation>W_up 中的 W_uv,h 条带</translation>
    </message>
</context>
<context>
    <name>atlas::views::MlaPanel</name>
    <message>
        <source>Evaluating the sentence naively and absorbed…</source>
        <translation>正在分别以朴素方式和吸收方式计算该句…</translation>
    </message>
    <message>
        <source>Cannot evaluate: %1</source>
        <translation>无法求值：%1</translation>
    </message>
    <message>
        <source>The current model&apos;s MLA blocks.</source>
        <translation>当前模型的 MLA 模块。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; Naive against absorbed on this sentence (%2 source, %3 decoder tokens, every layer and head): largest |ΔZ⁻¹A| = %4, largest |Δlogit| = %5 (logits reach %6).</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; 本句上朴素式与吸收式的对比（%2 个源词元、%3 个解码器词元，所有层和头）：最大 |ΔZ⁻¹A| = %4，最大 |Δlogit| = %5（logits 最大为 %6）。</translation>
    </message>
    <message>
        <source>✓ equal to float rounding.</source>
        <translation>✓ 在浮点舍入范围内相等。</translation>
    </message>
    <message>
        <source>✗ they differ.</source>
        <translation>✗ 两者不同。</translation>
    </message>
    <message>
        <source>The current model uses %1, not MLA: shown is an untrained MLA model of the built-in shape (random weights, sinusoidal positions).</source>
        <translation>当前模型使用 %1 而非 MLA：此处显示一个与内置模型形状相同的未训练 MLA 模型（随机权重，正弦位置编码）。</translation>
    </message>
    <message>
        <source>An untrained MLA model of the built-in shape (random weights, sinusoidal positions).</source>
        <translation>一个与内置模型形状相同的未训练 MLA 模型（随机权重，正弦位置编码）。</translation>
    </message>
    <message>
        <source>%1 d&lt;sub&gt;model&lt;/sub&gt; = %2, H = %3 heads of d&lt;sub&gt;h&lt;/sub&gt; = %4, latent L of d&lt;sub&gt;c&lt;/sub&gt; = %5, rotary key k&lt;sub&gt;r&lt;/sub&gt; of d&lt;sub&gt;r&lt;/sub&gt; = %6; n = %7 source tokens. Every block caches [L | k&lt;sub&gt;r&lt;/sub&gt;], d&lt;sub&gt;c&lt;/sub&gt; + d&lt;sub&gt;r&lt;/sub&gt; = %8 numbers a token; the score of head h is q&lt;sub&gt;h&lt;/sub&gt;·k&lt;sub&gt;h&lt;/sub&gt; + rot(q&lt;sub&gt;rh&lt;/sub&gt;)·rot(k&lt;sub&gt;r&lt;/sub&gt;), scaled by 1/√d&lt;sub&gt;QK&lt;/sub&gt; with d&lt;sub&gt;QK&lt;/sub&gt; = d&lt;sub&gt;h&lt;/sub&gt; + d&lt;sub&gt;r&lt;/sub&gt; = %9.</source>
        <translation>%1 d&lt;sub&gt;model&lt;/sub&gt; = %2，H = %3 个头，每个头 d&lt;sub&gt;h&lt;/sub&gt; = %4，潜变量 L 的 d&lt;sub&gt;c&lt;/sub&gt; = %5，旋转键 k&lt;sub&gt;r&lt;/sub&gt; 的 d&lt;sub&gt;r&lt;/sub&gt; = %6；n = %7 个源词元。每个模块为每个词元缓存 [L | k&lt;sub&gt;r&lt;/sub&gt;]，即 d&lt;sub&gt;c&lt;/sub&gt; + d&lt;sub&gt;r&lt;/sub&gt; = %8 个数；头 h 的得分为 q&lt;sub&gt;h&lt;/sub&gt;·k&lt;sub&gt;h&lt;/sub&gt; + rot(q&lt;sub&gt;rh&lt;/sub&gt;)·rot(k&lt;sub&gt;r&lt;/sub&gt;)，再乘以 1/√d&lt;sub&gt;QK&lt;/sub&gt;，其中 d&lt;sub&gt;QK&lt;/sub&gt; = d&lt;sub&gt;h&lt;/sub&gt; + d&lt;sub&gt;r&lt;/sub&gt; = %9。</translation>
    </message>
    <message>
        <source>Its tokenizer cuts the sentence into n = %1 tokens (eos included); the loaded model&apos;s, which the other tabs count with, into n = %2.</source>
        <translation>它的分词器把句子切成 n = %1 个词元（含 eos）；已加载模型的分词器（其他标签页以此计数）切成 n = %2 个。</translation>
    </message>
</context>
<context>
    <name>atlas::views::PcaScatterWidget</name>
    <message>
        <source>PC %1 · %2 % of variance</source>
        <translation>主成分 %1 · 方差的 %2%</translation>
    </message>
    <message>
        <source>No vectors to project</source>
        <translation>没有可投影的向量</translation>
    </message>
    <message>
        <source>%1 of %2 labels hidden: they would overlap. Hover a point to read it.</source>
        <translation>%2 个标签中有 %1 个被隐藏：它们会相互重叠。将指针悬停在点上即可查看。</translation>
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
        <translation>添加此模型采用该注意力的假设变体</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>Accelerator memory, decimal GB as sold: the largest context that fits in it after the weights</source>
        <translation>加速器显存（按售卖口径的十进制 GB）：放下权重后还能容纳的最大上下文</translation>
    </message>
    <message>
        <source>What-if twins:</source>
        <translation>假设变体：</translation>
    </message>
    <message>
        <source>&amp;Element type</source>
        <translation>元素类型(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Batch B</source>
        <translation>批大小 B(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Context T</source>
        <translation>上下文 T(&amp;C)</translation>
    </message>
    <message>
        <source>Memory b&amp;udget</source>
        <translation>显存预算(&amp;U)</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Models (%1 of %2) ▾</source>
        <translation>模型（%1 / %2）▾</translation>
    </message>
    <message>
        <source>KV cache per token · T = %1 · %2</source>
        <translation>每个词元的 KV 缓存 · T = %1 · %2</translation>
    </message>
    <message>
        <source>bytes per token (MiB)</source>
        <translation>每个词元的字节数 (MiB)</translation>
    </message>
    <message>
        <source>bytes per token (KiB)</source>
        <translation>每个词元的字节数 (KiB)</translation>
    </message>
    <message>
        <source>KV / token = the whole cache over B·T; a sliding window (Gemma 3&apos;s local layers, Mistral) makes it fall once T passes the window. Encoder-decoders count a source as long as T. Select rows and press Ctrl+C to copy them as TSV.</source>
        <translation>KV / 词元 = 整个缓存除以 B·T；滑动窗口（Gemma 3 的局部层、Mistral）使其在 T 超过窗口后下降。编码器–解码器模型按与 T 等长的源句计算。选中若干行并按 Ctrl+C 可复制为 TSV。</translation>
    </message>
    <message>
        <source>* T beyond the model&apos;s published maximum context.</source>
        <translation>* T 超出该模型公布的最大上下文。</translation>
    </message>
    <message>
        <source>No GQA twin for %1.</source>
        <translation>%1 没有 GQA 变体。</translation>
    </message>
    <message>
        <source>~ parameters estimated from the shapes (the data publishes none), the embedding matrix counted twice when the output projection is untied.</source>
        <translation>~ 参数量由张量形状估算（数据未公布）；若输出投影不与嵌入矩阵共享权重，嵌入矩阵计两次。</translation>
    </message>
    <message>
        <source>MoE (mixture of experts, DeepSeek): a router sends each token through a few expert feed-forward blocks, so compute follows the active parameters, but memory must hold all of them; attention is not routed, so the KV cache is the same as for a dense model of that attention.</source>
        <translation>MoE（混合专家，DeepSeek）：路由器把每个词元送入少数几个专家前馈模块，因此计算量取决于激活参数，但内存必须容纳全部参数；注意力不经路由，因此 KV 缓存与采用同样注意力的稠密模型相同。</translation>
    </message>
</context>
<context>
    <name>atlas::views::RotaryCircles</name>
    <message>
        <source>query R(m)q at m = %1</source>
        <translation>查询 R(m)q，m = %1</translation>
    </message>
    <message>
        <source>key R(n)k at n = %1</source>
        <translation>键 R(n)k，n = %1</translation>
    </message>
    <message>
        <source>pair %1: θ = %2</source>
        <translation>第 %1 对：θ = %2</translation>
    </message>
    <message>
        <source>mθ = %1, nθ = %2</source>
        <translation>mθ = %1，nθ = %2</translation>
    </message>
    <message>
        <source>share of qᵀk: %1</source>
        <translation>占 qᵀk 的份额：%1</translation>
    </message>
</context>
<context>
    <name>atlas::views::RotaryFrequencyChart</name>
    <message>
        <source>Frequencies θᵢ and wavelengths 2π/θᵢ</source>
        <translation>频率 θᵢ 与波长 2π/θᵢ</translation>
    </message>
    <message>
        <source>pair i</source>
        <translation>第 i 对</translation>
    </message>
    <message>
        <source>θᵢ (radians per position)</source>
        <translation>θᵢ（每个位置的弧度）</translation>
    </message>
    <message>
        <source>2π/θᵢ (positions per turn)</source>
        <translation>2π/θᵢ（转一圈所需的位置数）</translation>
    </message>
</context>
<context>
    <name>atlas::views::RotaryScoreChart</name>
    <message>
        <source>Score (R(m)q)ᵀ(R(n)k) against m − n</source>
        <translation>得分 (R(m)q)ᵀ(R(n)k) 与 m − n 的关系</translation>
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
        <translation>滑块的 m、n</translation>
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
        <translation>无法解码：%1</translation>
    </message>
    <message>
        <source>Encoding the source…</source>
        <translation>正在编码源句…</translation>
    </message>
    <message>
        <source>KV cache %1 bytes (self %2 + cross %3)</source>
        <translation>KV 缓存 %1 字节（自注意力 %2 + 交叉注意力 %3）</translation>
    </message>
    <message>
        <source>Step 0 of %1: the source is encoded, its keys and values cached for cross-attention · %2</source>
        <translation>第 0 步，共 %1 步：源句已编码，其键和值已为交叉注意力缓存 · %2</translation>
    </message>
    <message>
        <source>Step %1 of %2: row %3 reads %4 and produces %5 · %6</source>
        <extracomment>Step 3 of 9: row 2 &apos;Hund&apos; → produces &apos;sieht&apos; · KV cache …</extracomment>
        <translation>第 %1 步，共 %2 步：第 %3 行读取 %4，生成 %5 · %6</translation>
    </message>
</context>
<context>
    <name>atlas::views::TokenStripWidget</name>
    <message>
        <source>starts a word (▁ stands for the space before it)</source>
        <translation>开始一个词（▁ 表示其前面的空格）</translation>
    </message>
    <message>
        <source>continues the word before it</source>
        <translation>接续前一个词</translation>
    </message>
    <message>
        <source>byte-fallback piece: one UTF-8 byte of a character the vocabulary does not hold</source>
        <translation>字节回退片段：词表中没有的字符的一个 UTF-8 字节</translation>
    </message>
    <message>
        <source>special token</source>
        <translation>特殊词元</translation>
    </message>
    <message>
        <source>unknown piece</source>
        <translation>未知片段</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>词元</translation>
    </message>
    <message>
        <source>%1 — piece %2, id %3
%4</source>
        <translation>%1 — 片段 %2，ID %3
%4</translation>
    </message>
    <message>
        <source>Copy selected pieces</source>
        <translation>复制所选片段</translation>
    </message>
    <message>
        <source>Copy pieces</source>
        <translation>复制片段</translation>
    </message>
    <message>
        <source>Copy selected ids</source>
        <translation>复制所选 ID</translation>
    </message>
    <message>
        <source>Copy ids</source>
        <translation>复制 ID</translation>
    </message>
    <message>
        <source>Copy selected text</source>
        <translation>复制所选文本</translation>
    </message>
    <message>
        <source>Copy text</source>
        <translation>复制文本</translation>
    </message>
    <message>
        <source>Select all</source>
        <translation>全选</translation>
    </message>
    <message>
        <source>No tokens</source>
        <translation>没有词元</translation>
    </message>
    <message>
        <source>not in vocab.json: read as &lt;unk&gt;</source>
        <translation>不在 vocab.json 中：按 &lt;unk&gt; 读取</translation>
    </message>
    <message>
        <source>part of a character: its UTF-8 bytes in hex, the rest of the character is in the piece before or after</source>
        <translation>字符的一部分：以十六进制显示其 UTF-8 字节，字符的其余部分在前一个或后一个片段中</translation>
    </message>
</context>
<context>
    <name>atlas::views::WordStepsView</name>
    <message>
        <source>‘%1’</source>
        <translation>“%1”</translation>
    </message>
    <message>
        <source>BPE: from the characters, the merges in the order of their rank (lowest first)</source>
        <translation>BPE：从字符开始，按合并规则的排名依次合并（排名最低的先合并）</translation>
    </message>
    <message>
        <source>WordPiece: the longest piece in the vocabulary, from the left</source>
        <translation>WordPiece：从左起取词表中最长的片段</translation>
    </message>
    <message>
        <source>Unigram: the segmentation with the highest log-probability, against the runner-up</source>
        <translation>Unigram：对数概率最高的切分，与次优切分对比</translation>
    </message>
    <message>
        <source>WordLevel: the word, looked up</source>
        <translation>WordLevel：直接查找整个词</translation>
    </message>
    <message>
        <source>How the word was built</source>
        <translation>词是如何构成的</translation>
    </message>
    <message>
        <source>How was this word built?</source>
        <translation>这个词是如何构成的？</translation>
    </message>
    <message>
        <source>Click a token of the prompt to see the steps by which the tokenizer cut its word into pieces.</source>
        <translation>点击提示中的一个词元，查看分词器将其所在的词切分成片段的步骤。</translation>
    </message>
    <message>
        <source>The steps are shown for tokenizer.json tokenizers (a Hub folder&apos;s BPE, WordPiece or Unigram); this model&apos;s tokenizer is SentencePiece.</source>
        <translation>仅对 tokenizer.json 分词器（Hub 文件夹中的 BPE、WordPiece 或 Unigram）显示这些步骤；此模型的分词器是 SentencePiece。</translation>
    </message>
    <message>
        <source>Start: the word&apos;s characters</source>
        <translation>开始：词的各个字符</translation>
    </message>
    <message>
        <source>The word&apos;s characters (dropout 1: nothing is merged)</source>
        <translation>词的各个字符（dropout 为 1：不做任何合并）</translation>
    </message>
    <message>
        <source>The whole word is in the vocabulary</source>
        <translation>整个词都在词表中</translation>
    </message>
    <message>
        <source>Merge %1 + %2 (rank %3)</source>
        <translation>合并 %1 + %2（排名 %3）</translation>
    </message>
    <message>
        <source>Longest match: %1</source>
        <translation>最长匹配：%1</translation>
    </message>
    <message>
        <source>No piece begins %1: the word is %2</source>
        <translation>没有片段能作为 %1 的开头：该词记为 %2</translation>
    </message>
    <message>
        <source>Too many characters: the word is %1</source>
        <translation>字符过多：该词记为 %1</translation>
    </message>
    <message>
        <source>Best segmentation, log-probability %1</source>
        <translation>最佳切分，对数概率 %1</translation>
    </message>
    <message>
        <source>Runner-up, log-probability %1</source>
        <translation>次优切分，对数概率 %1</translation>
    </message>
    <message>
        <source>Unknown characters fused</source>
        <translation>未知字符已合并</translation>
    </message>
    <message>
        <source>The word is in the vocabulary</source>
        <translation>该词在词表中</translation>
    </message>
    <message>
        <source>Not in the vocabulary: %1</source>
        <translation>不在词表中：%1</translation>
    </message>
    <message>
        <source>How %1 was built</source>
        <translation>%1 是如何构成的</translation>
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
        <translation>展示 Transformer 每个注意力头关注的内容。</translation>
    </message>
    <message>
        <source>The source sentence.</source>
        <translation>源句。</translation>
    </message>
</context>
</TS>
