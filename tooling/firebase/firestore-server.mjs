// A Firestore server the Firebase JS SDK can talk to from Node (gRPC), for the adapter's tests:
// `@firestore-emulator/server` 0.3.15 (pinned: this reaches into its internals) keeps the
// documents and answers queries; this layer adds what the client SDK needs and the package lacks:
// - the Write stream (every write outside a transaction goes through it), with the handshake,
//   stream tokens and the results of field transforms (increment, serverTimestamp);
// - a Listen stream that serves many targets at once, removes them on request, and sends only
//   what changed (document_change / document_delete / removal) followed by a global snapshot;
// - write semantics the SDK relies on: a set without merge replaces the whole document, fields
//   named in the update mask but absent from the data are deleted, `update_time` preconditions are
//   checked (so a transaction whose reads went stale is retried), a commit is all or nothing;
// - strictly increasing commit times, so two writes in one millisecond are still two versions.
// What it does not do: evaluate security rules, check indexes, or isolate transactions beyond the
// precondition check. The official emulator (Java) does all of these where it can run.
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import path from 'node:path';

const require = createRequire(import.meta.url);
const serverEntry = require.resolve('@firestore-emulator/server');
const serverRequire = createRequire(serverEntry);
const { FirestoreState, TimestampFromDate } = serverRequire(serverEntry);
const grpcEntry = serverRequire.resolve('@grpc/grpc-js');
const { Server, ServerCredentials, status: Status } = serverRequire(grpcEntry);
const protoDir = path.join(path.dirname(serverRequire.resolve('@firestore-emulator/proto/package.json')), 'dist', 'google', 'firestore', 'v1');
const firestoreProto = serverRequire(path.join(protoDir, 'firestore.js'));
const { FirestoreServiceV1Impl } = serverRequire(path.join(path.dirname(serverEntry), 'server', 'FirestoreServiceV1Impl', 'index.js'));

const { ListenResponse, WriteResponse, CommitResponse, BatchGetDocumentsResponse, TargetChangeTargetChangeType: TargetChangeType } = firestoreProto;

class EmulatorError extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
    this.details = message;
  }
}

function toGrpcError(error) {
  if (error && typeof error.code === 'number') return { code: error.code, details: error.message, message: error.message };
  return { code: Status.INTERNAL, details: String(error?.message ?? error), message: String(error?.message ?? error) };
}

const millisOf = (timestamp) => Number(timestamp.seconds) * 1000 + Math.floor(Number(timestamp.nanos) / 1e6);

/** Commit times strictly increase; read times never go back. */
function createClock() {
  let last = 0;
  return {
    next() {
      last = Math.max(Date.now(), last + 1);
      return new Date(last);
    },
    read() {
      last = Math.max(Date.now(), last);
      return new Date(last);
    },
  };
}

function unescapeSegment(segment) {
  return segment.startsWith('`') && segment.endsWith('`') ? segment.slice(1, -1).replace(/\\(.)/g, '$1') : segment;
}

/** Splits 'a.b' / 'a.`b.c`' into its segments. */
function splitFieldPath(fieldPath) {
  const segments = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < fieldPath.length; i += 1) {
    const char = fieldPath[i];
    if (char === '\\' && quoted) {
      current += char + (fieldPath[i + 1] ?? '');
      i += 1;
    } else if (char === '`') {
      quoted = !quoted;
      current += char;
    } else if (char === '.' && !quoted) {
      segments.push(unescapeSegment(current));
      current = '';
    } else current += char;
  }
  segments.push(unescapeSegment(current));
  return segments;
}

export function createFirestoreServer({ host = '127.0.0.1', port = 8080, log = () => {} } = {}) {
  const state = new FirestoreState();
  const clock = createClock();
  const changes = new EventEmitter();
  changes.setMaxListeners(0);
  let notifyScheduled = false;

  function notify() {
    if (notifyScheduled) return;
    notifyScheduled = true;
    setImmediate(() => {
      notifyScheduled = false;
      changes.emit('change');
    });
  }

  function readTime() {
    return TimestampFromDate(clock.read()).toObject();
  }

  // ---- writes --------------------------------------------------------------------------------
  function checkPrecondition(document, precondition) {
    if (precondition.has_exists) {
      if (precondition.exists && !document.metadata.hasExist) throw new EmulatorError(Status.NOT_FOUND, `No document to update: ${document.getPath()}`);
      if (!precondition.exists && document.metadata.hasExist) throw new EmulatorError(Status.ALREADY_EXISTS, `Document already exists: ${document.getPath()}`);
    }
    if (precondition.has_update_time) {
      const expected = millisOf(precondition.update_time);
      if (!document.metadata.hasExist || document.metadata.updatedAt.getTime() !== expected) {
        throw new EmulatorError(Status.FAILED_PRECONDITION, `The document ${document.getPath()} changed since it was read.`);
      }
    }
  }

  function deleteFieldPath(fields, segments) {
    const [head, ...rest] = segments;
    if (!(head in fields)) return fields;
    if (rest.length === 0) {
      const { [head]: _removed, ...kept } = fields;
      return kept;
    }
    const inner = fields[head];
    if (inner?.type !== 'map_value') return fields;
    return { ...fields, [head]: new inner.constructor(deleteFieldPath(inner.value, rest)) };
  }

  function hasFieldPath(fields, segments) {
    const [head, ...rest] = segments;
    if (!fields || !(head in fields)) return false;
    if (rest.length === 0) return true;
    return fields[head]?.type === 'map_value' && hasFieldPath(fields[head].value, rest);
  }

  function readFieldPath(fields, segments) {
    const [head, ...rest] = segments;
    const value = fields?.[head];
    if (rest.length === 0 || value === undefined) return value;
    return value.type === 'map_value' ? readFieldPath(value.value, rest) : undefined;
  }

  /** Applies one write (already checked) through the package, then corrects what it gets wrong. */
  function applyWrite(date, write) {
    if (write.operation === 'none') return { update_time: TimestampFromDate(date).toObject(), transform_results: [] }; // a transaction's verify
    if (write.operation === 'transform') throw new EmulatorError(Status.UNIMPLEMENTED, 'Stand-alone transforms are not supported.');
    if (write.has_delete) {
      state.writeV1Document(date, write);
      return { update_time: TimestampFromDate(date).toObject(), transform_results: [] };
    }
    const document = state.getDocument(write.update.name);
    // A set without merge replaces the document: the package would merge it into the old fields.
    if (!write.has_update_mask && document.metadata.hasExist) document.fields = {};
    state.writeV1Document(date, write);
    if (write.has_update_mask) {
      // Fields named in the mask but absent from the data are deleted (`deleteField()`).
      let fields = document.fields;
      const given = Object.fromEntries(write.update.fields);
      for (const fieldPath of write.update_mask.field_paths) {
        const segments = splitFieldPath(fieldPath);
        if (!hasGivenPath(given, segments) && hasFieldPath(fields, segments)) fields = deleteFieldPath(fields, segments);
      }
      document.fields = fields;
    }
    const transformResults = write.update_transforms.map((transform) => {
      const value = readFieldPath(document.fields, splitFieldPath(transform.field_path));
      return value ? value.toV1ValueObject() : { null_value: 0 };
    });
    return { update_time: TimestampFromDate(date).toObject(), transform_results: transformResults };
  }

  function hasGivenPath(given, segments) {
    const [head, ...rest] = segments;
    const value = given[head];
    if (value === undefined) return false;
    if (rest.length === 0) return true;
    if (!value.has_map_value) return false;
    return hasGivenPath(Object.fromEntries(value.map_value.fields), rest);
  }

  /** All writes or none: every precondition is checked before the first write is applied. */
  function commit(writes) {
    for (const write of writes) {
      if (!write.has_current_document) continue;
      const name = write.has_delete ? write.delete : write.has_update ? write.update.name : null;
      if (name) checkPrecondition(state.getDocument(name), write.current_document);
    }
    const date = clock.next();
    const results = writes.map((write) => applyWrite(date, write));
    if (writes.length > 0) notify();
    return { commit_time: TimestampFromDate(date).toObject(), write_results: results };
  }

  // ---- listen --------------------------------------------------------------------------------
  function resultsOf(target) {
    if (target.query) return state.v1Query(target.query.parent, target.query.structured_query);
    return target.documents.map((name) => state.getDocument(name)).filter((document) => document.metadata.hasExist);
  }

  class Service extends FirestoreServiceV1Impl {
    constructor() {
      super(state);
    }

    Commit(call, callback) {
      try {
        callback(null, CommitResponse.fromObject(commit(call.request.writes)));
      } catch (error) {
        callback(toGrpcError(error), null);
      }
    }

    BatchGetDocuments(call) {
      const read_time = readTime();
      for (const name of call.request.documents) {
        const document = state.getDocument(name);
        call.write(
          BatchGetDocumentsResponse.fromObject(
            document.metadata.hasExist ? { found: document.toV1DocumentObject(), read_time } : { missing: name, read_time },
          ),
        );
      }
      call.end();
    }

    Write(call) {
      const streamId = randomBytes(8).toString('hex');
      let handshaken = false;
      const token = () => randomBytes(8);
      call.on('data', (request) => {
        try {
          if (!handshaken) {
            handshaken = true;
            call.write(WriteResponse.fromObject({ stream_id: streamId, stream_token: token(), write_results: [] }));
            if (request.writes.length === 0) return;
          }
          const { commit_time, write_results } = commit(request.writes);
          call.write(WriteResponse.fromObject({ stream_id: streamId, stream_token: token(), commit_time, write_results }));
        } catch (error) {
          log('write refused:', error.message);
          call.emit('error', toGrpcError(error));
        }
      });
      call.on('end', () => call.end());
      call.on('error', () => {});
    }

    Listen(call) {
      const targets = new Map();
      const send = (response) => {
        if (!call.writableEnded && !call.destroyed) call.write(ListenResponse.fromObject(response));
      };
      const snapshot = () => send({ target_change: { target_change_type: TargetChangeType.NO_CHANGE, target_ids: [], read_time: readTime() } });
      const resumeToken = () => Buffer.from(String(clock.read().getTime()));

      const sync = (id, target) => {
        let changed = false;
        const seen = new Map();
        for (const document of resultsOf(target)) {
          const name = document.getPath();
          const version = document.metadata.updatedAt.getTime();
          seen.set(name, version);
          if (target.known.get(name) !== version) {
            changed = true;
            send({ document_change: { document: document.toV1DocumentObject(), target_ids: [id], removed_target_ids: [] } });
          }
        }
        for (const name of target.known.keys()) {
          if (seen.has(name)) continue;
          changed = true;
          if (state.getDocument(name).metadata.hasExist) {
            send({ document_remove: { document: name, removed_target_ids: [id], read_time: readTime() } });
          } else {
            send({ document_delete: { document: name, removed_target_ids: [id], read_time: readTime() } });
          }
        }
        target.known = seen;
        return changed;
      };

      const onChange = () => {
        let changed = false;
        for (const [id, target] of targets) changed = sync(id, target) || changed;
        if (changed) snapshot();
      };
      changes.on('change', onChange);
      const stop = () => changes.off('change', onChange);
      call.on('cancelled', stop);
      call.on('close', stop);
      call.on('error', stop);
      call.on('end', () => {
        stop();
        call.end();
      });

      call.on('data', (request) => {
        try {
          if (request.has_add_target) {
            const add = request.add_target;
            const id = add.target_id;
            const target = {
              query: add.has_query ? { parent: add.query.parent, structured_query: add.query.structured_query } : null,
              documents: add.has_documents ? add.documents.documents : [],
              known: new Map(),
            };
            targets.set(id, target);
            send({ target_change: { target_change_type: TargetChangeType.ADD, target_ids: [id] } });
            // A resumed target starts over: whatever is not sent again is gone.
            if (add.resume_token?.length > 0 || add.has_read_time) send({ target_change: { target_change_type: TargetChangeType.RESET, target_ids: [id] } });
            sync(id, target);
            send({ target_change: { target_change_type: TargetChangeType.CURRENT, target_ids: [id], resume_token: resumeToken(), read_time: readTime() } });
            snapshot();
          } else if (request.has_remove_target) {
            targets.delete(request.remove_target);
            send({ target_change: { target_change_type: TargetChangeType.REMOVE, target_ids: [request.remove_target] } });
          }
        } catch (error) {
          log('listen failed:', error.message);
          call.emit('error', toGrpcError(error));
        }
      });
    }
  }

  const server = new Server();
  server.addService(FirestoreServiceV1Impl.definition, new Service());

  return {
    state,
    async start() {
      return new Promise((resolve, reject) => {
        server.bindAsync(`${host}:${port}`, ServerCredentials.createInsecure(), (error, boundPort) => {
          if (error) reject(error);
          else resolve(boundPort);
        });
      });
    },
    stop() {
      server.forceShutdown();
    },
  };
}
