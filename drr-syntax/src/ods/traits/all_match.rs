//! `OpBase.td`'s `AllMatch<values, summary>` whose values are C++
//! expressions compared with `==` (`AllMatchPred`): drr reads the
//! spellings ODS's own `All…Match` traits expand to (`$a.getType()`,
//! `getElementTypeOrSelf($a)`, `::llvm::cast<::mlir::ShapedType>($a.getType())
//! .getShape()` / `.getRank()` / `.getNumElements()`,
//! `$a.getType().getTypeID()`), with the value named `$name` or by its
//! generated getter (`getA()`, MLIR's test dialect's spelling), and checks
//! them as the matching `All…Match` trait does, under the record's summary.
//! Other C++ stays an error saying what to write instead.

use syn::LitStr;

use super::MatchKind;

/// The kind all of `values` compare and the names they read (`$a` as
/// `a`; a getter kept as written, `getA()`, for the op's names to resolve:
/// see [`getter_name`]), or `None` if one is not a spelling drr reads or
/// they compare different things.
pub(super) fn read_values(values: &[LitStr]) -> Option<(MatchKind, Vec<LitStr>)> {
    let mut kind = None;
    let mut names = Vec::new();
    for v in values {
        let (k, name) = read_value(&v.value())?;
        if kind.is_some_and(|prev| prev != k) {
            return None;
        }
        kind = Some(k);
        names.push(LitStr::new(&name, v.span()));
    }
    Some((kind?, names))
}

/// One value: what it compares and the value it reads.
fn read_value(v: &str) -> Option<(MatchKind, String)> {
    let v: String = v.chars().filter(|c| !c.is_whitespace()).collect();
    let v = v.as_str();
    // `getElementTypeOrSelf(E)` / `getElementTypeOrSelf(E.getType())`.
    if let Some(inner) = strip_call(
        v,
        &[
            "::mlir::getElementTypeOrSelf",
            "mlir::getElementTypeOrSelf",
            "getElementTypeOrSelf",
        ],
    ) {
        let e = inner.strip_suffix(".getType()").unwrap_or(inner);
        return Some((MatchKind::ElementType, entity(e)?));
    }
    // `cast<ShapedType>(E.getType()).getShape()` and siblings.
    for (method, kind) in [
        (".getShape()", MatchKind::Shape),
        (".getRank()", MatchKind::Rank),
        (".getNumElements()", MatchKind::ElementCount),
    ] {
        if let Some(cast) = v.strip_suffix(method) {
            let inner = strip_call(
                cast,
                &[
                    "::llvm::cast<::mlir::ShapedType>",
                    "llvm::cast<::mlir::ShapedType>",
                    "::llvm::cast<mlir::ShapedType>",
                    "llvm::cast<mlir::ShapedType>",
                    "::llvm::cast<ShapedType>",
                    "llvm::cast<ShapedType>",
                    "cast<ShapedType>",
                ],
            )
            .or_else(|| {
                // The member-cast spelling of older files.
                cast.strip_suffix(".cast<::mlir::ShapedType>()")
                    .or_else(|| cast.strip_suffix(".cast<ShapedType>()"))
            })?;
            let e = inner.strip_suffix(".getType()")?;
            return Some((kind, entity(e)?));
        }
    }
    if let Some(e) = v.strip_suffix(".getType().getTypeID()") {
        return Some((MatchKind::TypeId, entity(e)?));
    }
    if let Some(e) = v.strip_suffix(".getType()") {
        return Some((MatchKind::Type, entity(e)?));
    }
    None
}

/// The argument of the call `f(arg)` of one of the functions `fs` that is
/// all of `v`.
fn strip_call<'a>(v: &'a str, fs: &[&str]) -> Option<&'a str> {
    fs.iter()
        .find_map(|f| v.strip_prefix(f)?.strip_prefix('(')?.strip_suffix(')'))
}

/// `$name` as `name`, or a getter call `getName()` as written.
fn entity(e: &str) -> Option<String> {
    if let Some(n) = e.strip_prefix('$') {
        return is_ident(n).then(|| n.to_owned());
    }
    let getter = e.strip_suffix("()")?;
    (getter.starts_with("get") && getter.len() > 3 && is_ident(getter)).then(|| e.to_owned())
}

fn is_ident(s: &str) -> bool {
    let mut cs = s.chars();
    cs.next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && cs.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// The name in `names` whose ODS getter is `getter` (`getA()` for `a`,
/// `getFooBar()` for `foo_bar` or `fooBar`: `get` and the name in
/// CamelCase), if `getter` is one; `getter` itself otherwise.
pub(super) fn getter_name(getter: &str, names: &[String]) -> Option<String> {
    let g = getter.strip_suffix("()")?.strip_prefix("get")?;
    names
        .iter()
        .find(|n| crate::tablegen::camel(n) == g)
        .cloned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spellings() {
        let read = |v: &str| read_value(v);
        assert_eq!(read("$a.getType()"), Some((MatchKind::Type, "a".into())));
        assert_eq!(
            read("getA().getType()"),
            Some((MatchKind::Type, "getA()".into()))
        );
        assert_eq!(
            read("getElementTypeOrSelf($b)"),
            Some((MatchKind::ElementType, "b".into()))
        );
        assert_eq!(
            read("::mlir::getElementTypeOrSelf($b.getType())"),
            Some((MatchKind::ElementType, "b".into()))
        );
        assert_eq!(
            read("::llvm::cast<::mlir::ShapedType>($c.getType()).getShape()"),
            Some((MatchKind::Shape, "c".into()))
        );
        assert_eq!(
            read("llvm::cast<::mlir::ShapedType>($c.getType()).getNumElements()"),
            Some((MatchKind::ElementCount, "c".into()))
        );
        assert_eq!(
            read("$c.getType().cast<ShapedType>().getRank()"),
            Some((MatchKind::Rank, "c".into()))
        );
        assert_eq!(
            read("$d.getType().getTypeID()"),
            Some((MatchKind::TypeId, "d".into()))
        );
        assert_eq!(read("$a.getType().getIntOrFloatBitWidth()"), None);
        assert_eq!(read("foo($a)"), None);
        assert_eq!(
            getter_name("getFooBar()", &["x".into(), "foo_bar".into()]),
            Some("foo_bar".into())
        );
    }
}
