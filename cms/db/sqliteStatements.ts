import { createRequire } from 'node:module'

/**
 * Prepared statements kept per SQLite connection, as better-sqlite3 users keep theirs.
 *
 * `@libsql/client` prepares every statement it executes afresh and asks the new statement for its
 * columns twice; Payload's queries are long (a relational query joins every array and
 * relationship of a collection), so SQLite compiled the same few hundred statements on every
 * request and libsql built their column descriptions again each time. Profiled on the two-door
 * probe (tests/int/two-door-probe.int.spec.ts), preparing and describing were 11 s of its 64 s.
 *
 * The statements are libsql's own: each is reset and its parameters bound again on every run
 * (libsql's statement.rs), and SQLite compiles a kept statement again by itself when the schema
 * changed under it, on any connection. So one kept statement answers exactly what a new one would.
 * What could go stale is the description of a kept statement's columns, which is read once: so
 * only statements that name their columns are kept (a `SELECT *` takes its columns from the
 * schema, which a migration on another connection can change), and a schema change on a
 * connection (CREATE, ALTER, DROP, or a script through exec) forgets all its statements. A
 * connection keeps at most LIMIT statements, the least recently used forgotten first.
 */
const LIMIT = 256
const SCHEMA_CHANGE = /^\s*(create|alter|drop)\b/i

/**
 * Whether a statement's result takes its columns from the schema: a `*` at its top level, outside
 * parentheses and quoted names or strings (`SELECT *`, `t.*`, `RETURNING *`; a product there too,
 * to be safe). One inside parentheses does not: `COUNT(*)`, or the `(select * from "x_rels" …)`
 * that Payload's queries aggregate into a column they name.
 */
export function takesColumnsFromSchema(sql: string): boolean {
  let depth = 0
  for (let i = 0; i < sql.length; i++) {
    const ch = sql[i]
    if (ch === "'" || ch === '"' || ch === '`') {
      const end = sql.indexOf(ch, i + 1)
      if (end < 0) return true
      i = end
    } else if (ch === '(') depth++
    else if (ch === ')') depth--
    else if (ch === '*' && depth === 0) return true
  }
  return false
}

type Statement = { columns(): unknown[] }
type DatabaseClass = { prototype: { prepare(sql: string): Statement; exec(sql: string): unknown } }

let libsql: unknown

/** libsql's Database class: the driver the SQLite adapter itself uses, reached through the adapter's own dependencies (resolved once). */
export function libsqlDatabase<T = DatabaseClass>(): T {
  if (!libsql) {
    const fromAdapter = createRequire(createRequire(import.meta.url).resolve('@payloadcms/db-sqlite'))
    libsql = createRequire(fromAdapter.resolve('@libsql/client'))('libsql')
  }
  return libsql as T
}

const kept = new WeakMap<object, Map<string, Statement>>()
/** On libsql's class itself: the back office's bundle has a copy of this module, and the class is shared. */
const INSTALLED = Symbol.for('kala.keepSqliteStatements')

/** Reads a statement's description of its columns once: a statement that names its columns keeps them. */
function rememberColumns(statement: Statement): Statement {
  const describe = statement.columns.bind(statement)
  let columns: unknown[] | undefined
  statement.columns = () => (columns ??= describe())
  return statement
}

/** Installs the cache on libsql's connections, once a process (the embedded SQLite adapter calls it). */
export function keepSqliteStatements(): void {
  let prototype: DatabaseClass['prototype'] & { [INSTALLED]?: true }
  try {
    prototype = libsqlDatabase().prototype
  } catch {
    // Where no package can be resolved from this file (the back office's build collecting its
    // pages), statements are prepared afresh, as the client does.
    return
  }
  if (prototype[INSTALLED]) return
  prototype[INSTALLED] = true
  const prepare = prototype.prepare
  const exec = prototype.exec
  prototype.prepare = function (this: object, sql: string): Statement {
    let statements = kept.get(this)
    // A kept statement passed the checks below when it was kept: a hit scans no text.
    let statement = statements?.get(sql)
    if (statement) statements!.delete(sql)
    else if (SCHEMA_CHANGE.test(sql)) {
      kept.delete(this)
      return prepare.call(this, sql)
    } else if (takesColumnsFromSchema(sql)) return prepare.call(this, sql)
    else {
      if (!statements) kept.set(this, (statements = new Map()))
      statement = rememberColumns(prepare.call(this, sql))
      if (statements.size >= LIMIT) statements.delete(statements.keys().next().value!)
    }
    // Most recently used last: the first key is the one to forget.
    statements!.set(sql, statement)
    return statement
  }
  // Several statements at once (migrations, executeMultiple): any of them may change the schema.
  prototype.exec = function (this: object, sql: string): unknown {
    kept.delete(this)
    return exec.call(this, sql)
  }
}
