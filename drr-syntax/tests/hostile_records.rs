//! The record language on hostile input: nesting that would overflow the
//! stack, work that would not finish, values that would take gigabytes.
//! Each input gives one clear error at the token that crosses drr's limit
//! (`docs/record_language.md`, "Limits"), or evaluates as TableGen does.

use std::str::FromStr;

use drr_syntax::tablegen::print_records::print_records;

/// The records `src` evaluates to, or its errors as `line:column:
/// message` (columns from 1), evaluated on a thread with the stack rustc
/// gives a proc macro (8 MiB; a test thread has 2).
fn run(src: &str) -> Result<String, Vec<String>> {
    let src = src.to_string();
    std::thread::Builder::new()
        .stack_size(8 << 20)
        .spawn(move || {
            let tokens = proc_macro2::TokenStream::from_str(&src).expect("Rust tokens");
            print_records(tokens).map_err(|errs| {
                errs.into_iter()
                    .map(|e| {
                        let s = e.span().start();
                        format!("{}:{}: {e}", s.line, s.column + 1)
                    })
                    .collect()
            })
        })
        .expect("thread")
        .join()
        .expect("no panic")
}

fn errors(src: &str) -> Vec<String> {
    match run(src) {
        Ok(out) => panic!("expected an error, got records:\n{out}"),
        Err(errs) => errs,
    }
}

/// The one error of `src`, which must start with `line:column: ` and
/// contain `needle`.
fn one_error(src: &str, at: &str, needle: &str) {
    let errs = errors(src);
    assert_eq!(errs.len(), 1, "{errs:#?}");
    assert!(
        errs[0].starts_with(&format!("{at}: ")) && errs[0].contains(needle),
        "expected `{at}: …{needle}…`, got {errs:#?}"
    );
}

fn records(src: &str) -> String {
    run(src).unwrap_or_else(|e| panic!("{e:#?}"))
}

#[test]
fn nested_statements_without_braces() {
    // 10 000 `foreach … in` / `let … in` / `if … then` in a chain: the
    // 129th level is the error, reported once.
    let chain: String = (0..10_000)
        .map(|k| format!("foreach i{k} = [1] in\n"))
        .collect();
    one_error(
        &format!("{chain}def A;"),
        "129:16",
        "nested more than 128 levels deep",
    );
    let chain: String = (0..10_000).map(|k| format!("let x = {k} in\n")).collect();
    one_error(
        &format!("{chain}def A {{ int x = 0; }}"),
        "130:1",
        "nested more than 128 levels deep",
    );
    let chain = "if 1 then\n".repeat(10_000);
    one_error(
        &format!("{chain}def A;"),
        "130:1",
        "nested more than 128 levels deep",
    );
}

#[test]
fn long_chains_of_pastes_and_accesses() {
    let paste = vec!["\"a\""; 5_000].join(" #\n");
    one_error(
        &format!("def A {{ string x =\n{paste}; }}"),
        "129:5",
        "chain of `#` pastes",
    );
    let name: String = (0..5_000).map(|k| format!(" #\n_{k}")).collect();
    one_error(&format!("def A{name};"), "129:6", "chain of `#` pastes");
    let index = "[0]\n".repeat(5_000);
    one_error(
        &format!("defvar L = [1];\ndef A {{ int x = L\n{index}; }}"),
        "130:1",
        "chain of field accesses, indexes and bit slices",
    );
    // 100 pastes are fine.
    let paste = vec!["\"a\""; 100].join(" # ");
    assert!(records(&format!("def A {{ string x = {paste}; }}")).contains(&"a".repeat(100)));
}

#[test]
fn huge_ranges_and_counts() {
    one_error(
        "foreach i = 0...2000000000 in def A # i;",
        "1:14",
        "this range is too large: at most 200000 elements",
    );
    one_error(
        "foreach i = 10...-2000000000 in def A # i;",
        "1:15",
        "a range `a...b` cannot have a negative end",
    );
    one_error(
        "def A { list<int> x = !range(1000000000000); }",
        "1:23",
        "`!range` is too large: 1000000000000 elements",
    );
    one_error(
        "def A { list<int> x = !listsplat(0, 1000000000000); }",
        "1:37",
        "`!listsplat` count out of range: 0 to 100000",
    );
    one_error(
        "def A { bits<1000000000> x; }",
        "1:14",
        "the width of `bits<N>` is 0 to 65536, found 1000000000",
    );
}

#[test]
fn values_doubling_through_defvars() {
    let doubling = |init: &str, step: &str, ty: &str| {
        let mut s = format!("def ops;\ndefvar s0 = {init};\n");
        for k in 1..64 {
            s += &format!(
                "defvar s{k} = {};\n",
                step.replace("P", &format!("s{}", k - 1))
            );
        }
        s + &format!("def A {{ {ty} x = s63; }}\n")
    };
    // The first value over the limit is the error; the defvars and the
    // record that use it say nothing more.
    one_error(
        &doubling("\"ab\"", "!strconcat(P, P)", "string"),
        "25:14",
        "this string would be too long: 16777216 bytes, more than 8388608",
    );
    one_error(
        &doubling("[1]", "!listconcat(P, P)", "list<int>"),
        "23:14",
        "this value is too large: more than 2097152 elements",
    );
    one_error(
        &doubling("[1]", "[P, P]", "list<int>"),
        "22:14",
        "this value is too large: more than 2097152 elements",
    );
    one_error(
        &doubling("(ops 1)", "!con(P, P)", "dag"),
        "23:14",
        "this value is too large",
    );
    one_error(
        "defvar a = !listsplat(0, 100000);\ndefvar b = !listsplat(a, 100000);\ndef A { int x = !size(b); }",
        "2:12",
        "this value is too large",
    );
    one_error(
        "defvar s = !subst(\"\", \"x\", \"abc\");",
        "1:19",
        "`!subst` of the empty string",
    );
}

#[test]
fn values_nesting_through_defvars() {
    let mut s = "defvar a0 = [1];\n".to_string();
    for k in 1..1000 {
        s += &format!("defvar a{k} = [a{}];\n", k - 1);
    }
    one_error(
        &s,
        "129:15",
        "this value nests lists and DAGs more than 128 levels deep",
    );
    one_error(
        "def A { list<int> x = !foldl([]<int>, !range(100000), acc, i, [acc]); }",
        "1:63",
        "nests lists and DAGs more than 128 levels deep",
    );
}

#[test]
fn work_without_end() {
    one_error(
        "defvar L = !range(100000);\nforeach i = L in foreach j = L in defvar x = i;",
        "2:26",
        "the block does more than 33554432 steps of evaluation",
    );
    one_error(
        "defvar L = !range(100000);\ndef A { int x = !foldl(0, L, a, i, !foldl(a, L, b, j, !add(b, 1))); }",
        "2:63",
        "steps of evaluation",
    );
}

#[test]
fn self_instantiating_classes() {
    // As in TableGen, a class body may instantiate its class.
    let src = "class D<int n> { int z = !if(!gt(n, 0), !add(D<!sub(n, 1)>.z, 1), 0); }\n";
    assert!(records(&format!("{src}def A : D<3>;")).contains("int z = 3;"));
    one_error(
        &format!("{src}def A : D<100000>;"),
        "1:46",
        "class instantiations nested more than 64 levels deep",
    );
    // Nested expressions inside each level: the evaluation's depth.
    let inner = format!(
        "{}D<!sub(n, 1)>.z{}",
        "!add(".repeat(100),
        ", 1)".repeat(100)
    );
    one_error(
        &format!("class D<int n> {{ int z = !if(!gt(n, 0), {inner}, 0); }}\ndef A : D<100000>;"),
        "1:491",
        "evaluation nested more than 400 levels deep",
    );
    // A multiclass sees itself as defined so far (TableGen's rule): here
    // empty, so the `defm` makes nothing, and never recurses.
    let out = records("multiclass M<int n> { defm _a : M<!add(n, 1)>; def _x; }\ndefm A : M<0>;");
    assert_eq!(out.matches("def ").count(), 1, "{out}");
    assert!(out.contains("def A_x"), "{out}");
}

#[test]
fn records_with_too_many_fields() {
    let fields: String = (0..5000).map(|k| format!("int f{k} = {k};\n")).collect();
    one_error(
        &format!("def A {{\n{fields}}}"),
        "4098:5",
        "a record has more than 4096 fields",
    );
}

#[test]
fn string_positions_as_tablegen() {
    one_error(
        "def A { string x = !substr(\"abc\", -1, 2); }",
        "1:35",
        "the start position of `!substr` is out of range 0...3: -1",
    );
    one_error(
        "def A { string x = !substr(\"abc\", 1, -1); }",
        "1:38",
        "the length of `!substr` must be nonnegative",
    );
    one_error(
        "def A { int x = !find(\"abc\", \"b\", 4); }",
        "1:35",
        "the start position of `!find` is out of range 0...3: 4",
    );
    let out = records(
        "def A { string x = !substr(\"abc\", 3); string y = !substr(\"abcdef\", 2, 100); int z = !find(\"abcabc\", \"c\", 3); }",
    );
    assert!(out.contains("string x = \"\";"), "{out}");
    assert!(out.contains("string y = \"cdef\";"), "{out}");
    assert!(out.contains("int z = 5;"), "{out}");
}

#[test]
fn instances_pattern_and_class() {
    one_error(
        "class C;\ndef A : C;\ndef B { list<C> l = !instances<C>(\"A.*\"); }",
        "3:35",
        "drr does not read regular expressions, found `.`",
    );
    one_error(
        "class K;\ndef A : K;\ndef B { list<K> l = !instances<A>(); }",
        "3:21",
        "`!instances<A>`: `A` is not a class of this block",
    );
    // The field's type is reported first, where mlir-tblgen-22 reports it.
    one_error(
        "def A;\ndef B { list<A> l = !instances<A>(); }",
        "2:14",
        "`A` is a record (`def`) of this block, not a class",
    );
}

#[test]
fn field_values_checked_against_their_types() {
    // mlir-tblgen-22: "Field 'x' of type 'int' is incompatible with value …".
    one_error(
        "def A { int x = \"abc\"; }",
        "1:17",
        "field `x` (declared `int`): expected an `int`, found a string",
    );
    // A field declared again keeps its first type (TableGen's `SetValue`).
    one_error(
        "class C { int v = 1; }\ndef F : C { string v = \"s\"; }",
        "2:24",
        "field `v` (declared `int`): expected an `int`, found a string",
    );
    one_error(
        "def A { list<int> x = [1, \"a\"]; }",
        "1:27",
        "an element of field `x` (declared `list<int>`): expected an `int`, found a string",
    );
    one_error(
        "class C { string s = \"\"; }\ndef A : C { let s = [1]; }",
        "2:21",
        "field `s` (declared `string`): expected a string, found a list",
    );
    one_error(
        "def A { bits<8> x = 300; }",
        "1:21",
        "field `x` is declared `bits<8>`: 300 does not fit in 8 bits",
    );
    one_error(
        "def A { bits<8> x = 0b101; }",
        "1:21",
        "`bits<8> x` is given 3 bits",
    );
    one_error(
        "def A { int x = y; int y = x; }",
        "1:17",
        "`y` is read here before the field `y` is declared",
    );
    // Signed or unsigned, an integer that fits is its low bits.
    let out = records("def A { bits<8> y = -128; bits<8> z = 255; }");
    assert!(
        out.contains("bits<8> y = { 1, 0, 0, 0, 0, 0, 0, 0 };"),
        "{out}"
    );
}

#[test]
fn odd_tokens() {
    // mlir-tblgen-22: "Unknown token when expecting a type".
    one_error("class C<>;", "1:9", "expected a template parameter");
    one_error(
        "def A { int x = 99999999999999999999999; }",
        "1:17",
        "number out of range",
    );
    one_error(
        "def A { int x = 1 $ 2; }",
        "1:19",
        "expected `;` after the field, found `$`",
    );
    one_error(
        "def A { int x = !add(,); }",
        "1:22",
        "expected a value, found `,`",
    );
    // Before `;` a trailing `#` pastes nothing, as in TableGen
    // (`tests/tablegen/trailing_paste.td`); before `,` it is an error
    // there too.
    one_error(
        "def A { list<string> x = [\"a\" #, \"b\"]; }",
        "1:31",
        "expected a value after `#`",
    );
    one_error(
        "def A { int x = 1.5; }",
        "1:17",
        "expected an `int`, found a float",
    );
}
